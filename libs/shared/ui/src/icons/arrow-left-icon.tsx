import { Svg, type IconProps } from './svg';

// A module of its own, like alert-icon.tsx: the first screen's header and field messages take
// only their icon, not every icon the lazy screens use (icons.tsx).
export function ArrowLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19 12H5" />
      <path d="m12 19-7-7 7-7" />
    </Svg>
  );
}
