package dev.dynamofixtures.core.internal.storage;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * An append-only, persistent list: every version is immutable, and appending is amortised O(1) without copying
 * what earlier versions hold. Versions share one backing array; each knows its own length. The first version to
 * append at a position claims the slot (one compare-and-set on the array's claimed length); a version that
 * appends where another already did (a fork writing after its parent, or the other way round) copies its own
 * elements into a new array first. Slots below a version's length are written once, before that version is
 * published, and never again, so readers need no lock.
 */
final class RecordLog<T> {
    private static final RecordLog<?> EMPTY = new RecordLog<>(new Shared(new Object[0], 0), 0);

    /** The backing array and how many of its slots some version has claimed. */
    private static final class Shared {
        final Object[] elements;
        final AtomicInteger claimed;

        Shared(Object[] elements, int claimed) {
            this.elements = elements;
            this.claimed = new AtomicInteger(claimed);
        }
    }

    private final Shared shared;
    private final int size;

    private RecordLog(Shared shared, int size) {
        this.shared = shared;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    static <T> RecordLog<T> empty() {
        return (RecordLog<T>) EMPTY;
    }

    int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    T get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return (T) shared.elements[index];
    }

    /** This list with {@code element} added at the end; this list is unchanged. */
    RecordLog<T> append(T element) {
        Object[] elements = shared.elements;
        if (size < elements.length && shared.claimed.compareAndSet(size, size + 1)) {
            elements[size] = element;
            return new RecordLog<>(shared, size + 1);
        }
        Object[] copy = new Object[Math.max(8, size * 2)];
        System.arraycopy(elements, 0, copy, 0, size);
        copy[size] = element;
        return new RecordLog<>(new Shared(copy, size + 1), size + 1);
    }
}
