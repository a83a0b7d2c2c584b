package dev.dynamofixtures.core.internal.storage;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import org.pcollections.HashTreePMap;
import org.pcollections.PMap;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

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
    static final IdempotencyTokens EMPTY = new IdempotencyTokens(HashTreePMap.empty(), TreePVector.empty());

    /** One accepted token: the request it identified and the instant the request completed. */
    public record Entry(Object request, Instant acceptedAt) {
        public Entry {
            Objects.requireNonNull(request, "request");
            Objects.requireNonNull(acceptedAt, "acceptedAt");
        }
    }

    private final PMap<String, Entry> entries;
    private final PVector<String> order;

    private IdempotencyTokens(PMap<String, Entry> entries, PVector<String> order) {
        this.entries = entries;
        this.order = order;
    }

    /** The token's entry if it was accepted after {@code notBefore} (its window has not closed yet). */
    public Optional<Entry> find(String token, Instant notBefore) {
        Entry entry = entries.get(token);
        return entry == null || !entry.acceptedAt().isAfter(notBefore) ? Optional.empty() : Optional.of(entry);
    }

    /** These tokens plus {@code token}, dropping the oldest tokens accepted at or before {@code expiredUpTo}. */
    public IdempotencyTokens plus(String token, Object request, Instant acceptedAt, Instant expiredUpTo) {
        PMap<String, Entry> nextEntries = entries;
        PVector<String> nextOrder = order;
        while (!nextOrder.isEmpty()) {
            String oldest = nextOrder.get(0);
            Entry entry = nextEntries.get(oldest);
            if (entry != null && entry.acceptedAt().isAfter(expiredUpTo)) {
                break;
            }
            nextOrder = nextOrder.minus(0);
            if (entry != null && !oldest.equals(token)) {
                nextEntries = nextEntries.minus(oldest);
            }
        }
        if (nextEntries.containsKey(token)) {
            nextOrder = nextOrder.minus(token);
        }
        return new IdempotencyTokens(nextEntries.plus(token, new Entry(request, acceptedAt)), nextOrder.plus(token));
    }

    public int size() {
        return entries.size();
    }
}
