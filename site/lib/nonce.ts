import { useRouter } from '@tanstack/react-router';

/**
 * The page's CSP nonce (set per request on the server, read back from the `csp-nonce` meta tag in the
 * browser): every `<script>` the site renders itself carries it (docs/security.md).
 */
export function useNonce(): string | undefined {
  return useRouter().options.ssr?.nonce;
}
