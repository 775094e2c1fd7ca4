package java.util;

import java.nio.charset.StandardCharsets;

/**
 * Base64 (RFC 4648), the basic and the URL-safe alphabets, with or without padding (ironpf
 * runtime library). The MIME variants are not provided.
 */
public class Base64 {
    private static final char[] BASIC =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] URL =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();

    private Base64() {
    }

    public static Encoder getEncoder() {
        return new Encoder(false, true);
    }

    public static Encoder getUrlEncoder() {
        return new Encoder(true, true);
    }

    public static Decoder getDecoder() {
        return new Decoder(false);
    }

    public static Decoder getUrlDecoder() {
        return new Decoder(true);
    }

    public static Encoder getMimeEncoder() {
        throw ironpf.Unsupported.fail("java.util.Base64.getMimeEncoder");
    }

    public static Decoder getMimeDecoder() {
        throw ironpf.Unsupported.fail("java.util.Base64.getMimeDecoder");
    }

    public static class Encoder {
        private final boolean url;
        private final boolean pad;

        Encoder(boolean url, boolean pad) {
            this.url = url;
            this.pad = pad;
        }

        public Encoder withoutPadding() {
            return new Encoder(url, false);
        }

        public String encodeToString(byte[] src) {
            char[] alphabet = url ? URL : BASIC;
            StringBuilder b = new StringBuilder((src.length + 2) / 3 * 4);
            int i = 0;
            for (; i + 2 < src.length; i += 3) {
                int v = (src[i] & 0xff) << 16 | (src[i + 1] & 0xff) << 8 | (src[i + 2] & 0xff);
                b.append(alphabet[v >>> 18]).append(alphabet[v >>> 12 & 63]).append(alphabet[v >>> 6 & 63])
                        .append(alphabet[v & 63]);
            }
            int rest = src.length - i;
            if (rest == 1) {
                int v = (src[i] & 0xff) << 16;
                b.append(alphabet[v >>> 18]).append(alphabet[v >>> 12 & 63]);
                if (pad) {
                    b.append("==");
                }
            } else if (rest == 2) {
                int v = (src[i] & 0xff) << 16 | (src[i + 1] & 0xff) << 8;
                b.append(alphabet[v >>> 18]).append(alphabet[v >>> 12 & 63]).append(alphabet[v >>> 6 & 63]);
                if (pad) {
                    b.append('=');
                }
            }
            return b.toString();
        }

        public byte[] encode(byte[] src) {
            return encodeToString(src).getBytes(StandardCharsets.ISO_8859_1);
        }
    }

    public static class Decoder {
        private final boolean url;

        Decoder(boolean url) {
            this.url = url;
        }

        public byte[] decode(String src) {
            return decode(src.getBytes(StandardCharsets.ISO_8859_1));
        }

        public byte[] decode(byte[] src) {
            char[] alphabet = url ? URL : BASIC;
            int[] value = new int[128];
            Arrays.fill(value, -1);
            for (int i = 0; i < alphabet.length; i++) {
                value[alphabet[i]] = i;
            }
            int end = src.length;
            int padding = 0;
            while (end > 0 && src[end - 1] == '=' && padding < 2) {
                end--;
                padding++;
            }
            if (padding > 0 && src.length % 4 != 0) {
                throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
            }
            byte[] out = new byte[end * 6 / 8];
            int bits = 0;
            int acc = 0;
            int n = 0;
            for (int i = 0; i < end; i++) {
                int c = src[i] & 0xff;
                int v = c < 128 ? value[c] : -1;
                if (v < 0) {
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toHexString(c));
                }
                acc = acc << 6 | v;
                bits += 6;
                if (bits >= 8) {
                    bits -= 8;
                    out[n++] = (byte) (acc >>> bits);
                    acc &= (1 << bits) - 1;
                }
            }
            if (end % 4 == 1) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            return n == out.length ? out : Arrays.copyOf(out, n);
        }
    }
}
