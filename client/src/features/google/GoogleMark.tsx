import googleG from '../../assets/google-g.svg?no-inline';

/**
 * Google's "G", as a file beside the bundle rather than inside it: the sign-in screen shows it and its
 * JavaScript budget has no room for the paths (bench/bundle.ts).
 */
export function GoogleMark({ size = 18 }: { size?: number }) {
  return <img src={googleG} alt="" aria-hidden="true" width={size} height={size} style={{ flexShrink: 0 }} />;
}
