import { DefaultEditorOptions, RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useSourceContext } from 'react-admin';

/**
 * The rich-text body inside TranslatableInputs: the Arabic editor writes right to left and the
 * English one left to right, whatever the admin's own language (lists, quotes and full stops
 * sit on the right side).
 */
export const BodyInput = (props: RichTextInputProps) => {
  const language = useSourceContext().getSource(props.source).split('.').pop();
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { dir: language === 'ar' ? 'rtl' : 'ltr', lang: language ?? 'ar' } } }),
    [language],
  );
  return <RichTextInput {...props} editorOptions={editorOptions} />;
};
