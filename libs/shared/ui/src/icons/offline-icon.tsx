import { Svg, type IconProps } from './svg';

// A module of its own, like alert-icon.tsx: the offline banner is in the main bundle and takes
// only its icon, not every icon the lazy screens use (icons.tsx).
export function OfflineIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m2 2 20 20" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.2-1.6M1.5 8.8a15 15 0 0 1 4.3-2.6M22.5 8.8a15 15 0 0 0-11.8-3.7" />
      <path d="M12 20h.01" />
    </Svg>
  );
}
