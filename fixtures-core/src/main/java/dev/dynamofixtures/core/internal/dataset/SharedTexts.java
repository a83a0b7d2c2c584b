package dev.dynamofixtures.core.internal.dataset;

/**
 * Short texts read from one source, shared: keys and words such as statuses repeat on every item of a large
 * dataset, and the tree keeps them all, so an equal text read again is the earlier String. A small table indexed
 * by hash; texts that collide take turns in a slot (sharing is an economy, never a requirement).
 */
final class SharedTexts {
    /** Longer texts are rarely repeated and are not shared. */
    private static final int MAX_LENGTH = 16;
    private static final int SLOTS = 1024;

    private final String[] texts = new String[SLOTS];
    private final int[] hashes = new int[SLOTS];

    /** {@code source.substring(start, end)}, or an equal String returned before. */
    String text(String source, int start, int end) {
        if (end - start > MAX_LENGTH) {
            return source.substring(start, end);
        }
        int hash = 0;
        for (int i = start; i < end; i++) {
            hash = 31 * hash + source.charAt(i);
        }
        return text(source, start, end, hash);
    }

    /** {@link #text(String, int, int)} whose {@link String#hashCode()} the caller computed while reading it. */
    String text(String source, int start, int end, int hash) {
        int length = end - start;
        if (length > MAX_LENGTH) {
            return source.substring(start, end);
        }
        int slot = (hash ^ (hash >>> 10)) & (SLOTS - 1);
        String known = texts[slot];
        if (known != null && hashes[slot] == hash && known.length() == length && source.startsWith(known, start)) {
            return known;
        }
        String fresh = source.substring(start, end);
        texts[slot] = fresh;
        hashes[slot] = hash;
        return fresh;
    }
}
