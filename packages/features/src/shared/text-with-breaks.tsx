import * as React from 'react';

/**
 * Text that may wrap at the places `breaks` matches (`<wbr>`, which a copy of the text leaves out): on one line where
 * it fits, on several short ones where it does not.
 */
function TextWithBreaks({ text, breaks, className }: { text: string; breaks: RegExp; className?: string }) {
  let offset = 0;
  const parts = text.split(breaks).map((part) => {
    const at = offset;
    offset += part.length;
    return { at, part };
  });
  return (
    <span className={className}>
      {parts.map(({ at, part }) => (
        <React.Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}

/**
 * An e-mail address that may wrap where a reader expects it to: after its `@` and before the dots of either part. On
 * a wide screen it stays on one line; on a phone a long address takes two short lines instead of pushing the row's
 * other columns out of sight.
 */
function EmailAddress({ email }: { email: string }) {
  return <TextWithBreaks text={email} breaks={/(?<=@)|(?=\.)/} />;
}

export { EmailAddress, TextWithBreaks };
