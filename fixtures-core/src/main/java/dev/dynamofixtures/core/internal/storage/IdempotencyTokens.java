package dev.dynamofixtures.core.internal.storage;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The client request tokens of the write transactions a database accepted recently, as an immutable value:
 * each token with the request it came with (an opaque value the operation compares) and when it was
 * accepted. It lives in the {@link Database} value, so it is published atomically with the transaction's
 * writes, travels with forks and snapshots, and is rolled back with them.
 *
 * <p>Tokens are kept in acceptance order; expired ones are dropped from the oldest end when a token is added,
 * so the value stays as small as the idempotency window allows.
 */
public final class IdempotencyTokens {
    static final IdempotencyTokens EMPTY = new IdempotencyTokens(KeyTree.empty(), KeyTree.empty(), 0);

    /** One accepted token: the request it identified and the instant the request completed. */
    public record Entry(Object request, Instant acceptedAt) {
        public Entry {
            Objects.requireNonNull(request, "request");
            Objects.requireNonNull(acceptedAt, "acceptedAt");
        }
    }

    /** An entry and its place in acceptance order. */
    private record Accepted(Entry entry, long sequence) {
    }

    /** By token (its UTF-8 bytes). */
    private final KeyTree<Accepted> entries;
    /** Tokens by acceptance sequence (big-endian), oldest first. */
    private final KeyTree<String> order;
    private final long nextSequence;

    private IdempotencyTokens(KeyTree<Accepted> entries, KeyTree<String> order, long nextSequence) {
        this.entries = entries;
        this.order = order;
        this.nextSequence = nextSequence;
    }

    /** The token's entry if it was accepted after {@code notBefore} (its window has not closed yet). */
    public Optional<Entry> find(String token, Instant notBefore) {
        Accepted accepted = entries.get(key(token));
        return accepted == null || !accepted.entry().acceptedAt().isAfter(notBefore)
                ? Optional.empty() : Optional.of(accepted.entry());
    }

    /** These tokens plus {@code token}, dropping the oldest tokens accepted at or before {@code expiredUpTo}. */
    public IdempotencyTokens plus(String token, Object request, Instant acceptedAt, Instant expiredUpTo) {
        KeyTree<Accepted> nextEntries = entries;
        KeyTree<String> nextOrder = order;
        for (Iterator<Map.Entry<byte[], String>> oldest = order.iterator(); oldest.hasNext(); ) {
            Map.Entry<byte[], String> next = oldest.next();
            byte[] oldestKey = key(next.getValue());
            if (entries.get(oldestKey).entry().acceptedAt().isAfter(expiredUpTo)) {
                break;
            }
            nextOrder = nextOrder.minus(next.getKey());
            nextEntries = nextEntries.minus(oldestKey);
        }
        byte[] key = key(token);
        Accepted replaced = nextEntries.get(key);
        if (replaced != null) {
            nextOrder = nextOrder.minus(sequenceKey(replaced.sequence()));
        }
        return new IdempotencyTokens(nextEntries.plus(key, new Accepted(new Entry(request, acceptedAt), nextSequence)),
                nextOrder.plus(sequenceKey(nextSequence), token), nextSequence + 1);
    }

    public int size() {
        return entries.size();
    }

    private static byte[] key(String token) {
        return token.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] sequenceKey(long sequence) {
        byte[] key = new byte[Long.BYTES];
        for (int i = Long.BYTES - 1; i >= 0; i--) {
            key[i] = (byte) sequence;
            sequence >>>= 8;
        }
        return key;
    }
}
