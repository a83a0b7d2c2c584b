package dev.dynamofixtures.core.internal.storage;

import java.util.Objects;

/**
 * What one write did to one secondary index, for capacity accounting: an entry entered, left, moved (its
 * key changed: a delete plus a put), was rewritten in place (a projected attribute changed), or was rewritten
 * unchanged, which is no index write at all. Sizes are the index entries' sizes in bytes (0 where there is no entry).
 *
 * <p>Whether an entry whose key stayed the same changed ({@link Change#UPDATED}) or not ({@link Change#UNCHANGED})
 * is decided the first time {@link #change()} is asked, by comparing the two entries: only capacity accounting
 * needs it (a response that asks for ConsumedCapacity, the operation log when read), and comparing a rewritten
 * item with its old self through every nested value was a third of a batch write's time when nobody asked. The
 * storage writes the new entry either way (its content is equal when unchanged).
 */
public final class IndexWrite {
    /** What happened to the index's entry of the written item. */
    public enum Change { ENTERED, LEFT, MOVED, UPDATED, UNCHANGED }

    private final String indexName;
    private final IndexKind kind;
    private final long oldEntrySize;
    private final long newEntrySize;
    /** The old and new entry of a write whose key stayed the same, until compared; null for the other changes. */
    private final Item oldEntry;
    private final Item newEntry;
    /** Known at construction, or once compared (a benign race: every thread computes the same value). */
    private Change change;

    public IndexWrite(String indexName, IndexKind kind, Change change, long oldEntrySize, long newEntrySize) {
        this(indexName, kind, Objects.requireNonNull(change, "change"), oldEntrySize, newEntrySize, null, null);
    }

    private IndexWrite(String indexName, IndexKind kind, Change change, long oldEntrySize, long newEntrySize,
                       Item oldEntry, Item newEntry) {
        this.indexName = indexName;
        this.kind = kind;
        this.change = change;
        this.oldEntrySize = oldEntrySize;
        this.newEntrySize = newEntrySize;
        this.oldEntry = oldEntry;
        this.newEntry = newEntry;
    }

    /** An entry rewritten under the same key: UPDATED or UNCHANGED, decided when first asked. */
    static IndexWrite rewritten(String indexName, IndexKind kind, Item oldEntry, Item newEntry) {
        return new IndexWrite(indexName, kind, null, oldEntry.size(), newEntry.size(), oldEntry, newEntry);
    }

    public String indexName() {
        return indexName;
    }

    public IndexKind kind() {
        return kind;
    }

    /** What happened; for an entry rewritten under the same key, compares the two entries the first time. */
    public Change change() {
        Change known = change;
        if (known == null) {
            known = oldEntry.sameContent(newEntry) ? Change.UNCHANGED : Change.UPDATED;
            change = known;
        }
        return known;
    }

    /** Whether the entry kept its key (UPDATED or UNCHANGED), known without comparing the entries. */
    public boolean keptKey() {
        Change known = change;
        return known == null || known == Change.UPDATED || known == Change.UNCHANGED;
    }

    /** Whether this is a write of the index at all (anything but UNCHANGED); compares the entries if need be. */
    public boolean wroteIndex() {
        return change() != Change.UNCHANGED;
    }

    public long oldEntrySize() {
        return oldEntrySize;
    }

    public long newEntrySize() {
        return newEntrySize;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof IndexWrite that && indexName.equals(that.indexName) && kind == that.kind
                && change() == that.change() && oldEntrySize == that.oldEntrySize && newEntrySize == that.newEntrySize;
    }

    @Override
    public int hashCode() {
        return Objects.hash(indexName, kind, change(), oldEntrySize, newEntrySize);
    }

    @Override
    public String toString() {
        return "IndexWrite[" + indexName + ", " + kind + ", " + change() + ", " + oldEntrySize + " -> " + newEntrySize
                + "]";
    }
}
