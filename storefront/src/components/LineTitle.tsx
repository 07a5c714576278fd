import { lineTitleParts, type LineIdentity } from '@ward/shared/variants';
import type { Language } from '@ward/shared/constants';

/** An order line's title (the shared `lineTitle`), its SKU kept whole and left to right in Arabic pages. */
export function LineTitle({ line, lang }: { line: LineIdentity; lang: Language }) {
  const { name, sku } = lineTitleParts(line, lang);
  return (
    <>
      {name}
      {sku ? (
        <>
          {' '}
          <bdi style={{ whiteSpace: 'nowrap' }}>({sku})</bdi>
        </>
      ) : null}
    </>
  );
}
