import { lineTitleParts, type Language, type LineIdentity } from '@ward/shared';

/** An order line's title (the shared `lineTitle`), its SKU kept whole and left to right in Arabic pages. */
export const LineTitle = ({ line, locale }: { line: LineIdentity; locale: Language }) => {
  const { name, sku } = lineTitleParts(line, locale);
  return (
    <>
      {name}
      {sku && (
        <>
          {' '}
          <bdi style={{ whiteSpace: 'nowrap' }}>({sku})</bdi>
        </>
      )}
    </>
  );
};
