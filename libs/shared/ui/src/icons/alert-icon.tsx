import { Svg, type IconProps } from './svg';

// A module of its own (see arrow-left-icon.tsx): the sign-in form's field messages show it.
export function AlertIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7.5v5M12 16.5h.01" />
    </Svg>
  );
}
