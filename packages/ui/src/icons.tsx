import type * as React from 'react';

type IconProps = React.ComponentProps<'svg'>;

/** A 16×16 stroke icon; decorative unless the caller labels it (icon buttons carry sr-only text instead). */
function Svg({ className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-4'}
      {...props}
    />
  );
}

function icon(slot: string, paths: React.ReactNode) {
  return (props: IconProps) => (
    <Svg data-slot={slot} {...props}>
      {paths}
    </Svg>
  );
}

const CheckIcon = icon('check-icon', <path d="M3 8.5l3 3 7-7" />);
const CopyIcon = icon(
  'copy-icon',
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5" />
  </>,
);
const ChevronDownIcon = icon('chevron-down-icon', <path d="M4 6l4 4 4-4" />);
const ChevronLeftIcon = icon('chevron-left-icon', <path d="M10 4L6 8l4 4" />);
const ChevronRightIcon = icon('chevron-right-icon', <path d="M6 4l4 4-4 4" />);
const ChevronUpIcon = icon('chevron-up-icon', <path d="M4 10l4-4 4 4" />);
const CloseIcon = icon('close-icon', <path d="M4 4l8 8M12 4l-8 8" />);
const MoreIcon = icon(
  'more-icon',
  <>
    <circle cx="8" cy="3.5" r="0.75" fill="currentColor" />
    <circle cx="8" cy="8" r="0.75" fill="currentColor" />
    <circle cx="8" cy="12.5" r="0.75" fill="currentColor" />
  </>,
);
const PlusIcon = icon('plus-icon', <path d="M8 3v10M3 8h10" />);
const SettingsIcon = icon(
  'settings-icon',
  <>
    <circle cx="8" cy="8" r="2" />
    <path d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4" />
  </>,
);
const SortIcon = icon('sort-icon', <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />);
const UploadIcon = icon('upload-icon', <path d="M8 10.5V2.5M4.5 6L8 2.5 11.5 6M2.5 10.5v3h11v-3" />);
const WarningIcon = icon('warning-icon', <path d="M8 2L1.5 13.5h13L8 2zM8 6.5v3M8 11.5v.01" />);
const CalendarIcon = icon(
  'calendar-icon',
  <>
    <rect x="2" y="3" width="12" height="11" rx="1.5" />
    <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
  </>,
);

export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  CopyIcon,
  type IconProps,
  MoreIcon,
  PlusIcon,
  SettingsIcon,
  SortIcon,
  UploadIcon,
  WarningIcon,
};
