package java.lang;

import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** The streams of String and CharSequence: chars(), codePoints(), lines(). */
final class CharStreams {
    private CharStreams() {}

    /** The chars of s from its length at the first traversal. */
    static IntStream chars(CharSequence s, int characteristics) {
        return StreamSupport.intStream(() -> new Chars(s, 0, s.length(), characteristics),
                Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED | characteristics, false);
    }

    static IntStream codePoints(CharSequence s, int characteristics) {
        return StreamSupport.intStream(() -> new CodePoints(s, characteristics), Spliterator.ORDERED | characteristics,
                false);
    }

    static final class Chars implements Spliterator.OfInt {
        private final CharSequence s;
        private int index;
        private final int fence;
        private final int characteristics;

        Chars(CharSequence s, int index, int fence, int characteristics) {
            this.s = s;
            this.index = index;
            this.fence = fence;
            this.characteristics = characteristics | Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index < fence) {
                action.accept(s.charAt(index++));
                return true;
            }
            return false;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    static final class CodePoints implements Spliterator.OfInt {
        private final CharSequence s;
        private int index;
        private final int characteristics;

        CodePoints(CharSequence s, int characteristics) {
            this.s = s;
            this.characteristics = characteristics | Spliterator.ORDERED;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            int n = s.length();
            if (index >= n) {
                return false;
            }
            char c = s.charAt(index++);
            if (Character.isHighSurrogate(c) && index < n) {
                char d = s.charAt(index);
                if (Character.isLowSurrogate(d)) {
                    index++;
                    action.accept(Character.toCodePoint(c, d));
                    return true;
                }
            }
            action.accept(c);
            return true;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return Long.MAX_VALUE;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    /** Lines ended by \n, \r or \r\n; an empty last line is not one. */
    static Stream<String> lines(String s) {
        Spliterator<String> lines = new Spliterator<String>() {
            private int index;

            public boolean tryAdvance(Consumer<? super String> action) {
                Objects.requireNonNull(action);
                int n = s.length();
                if (index >= n) {
                    return false;
                }
                int start = index;
                int end = start;
                while (end < n && s.charAt(end) != '\n' && s.charAt(end) != '\r') {
                    end++;
                }
                index = end;
                if (index < n) {
                    if (s.charAt(index) == '\r' && index + 1 < n && s.charAt(index + 1) == '\n') {
                        index += 2;
                    } else {
                        index++;
                    }
                }
                action.accept(s.substring(start, end));
                return true;
            }

            public Spliterator<String> trySplit() {
                return null;
            }

            public long estimateSize() {
                return Long.MAX_VALUE;
            }

            public int characteristics() {
                return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL;
            }
        };
        return StreamSupport.stream(lines, false);
    }
}
