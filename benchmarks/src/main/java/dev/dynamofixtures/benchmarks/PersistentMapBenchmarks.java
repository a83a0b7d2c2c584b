package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.internal.storage.KeyTree;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.pcollections.TreePMap;

/**
 * How the storage engine's persistent sorted map was chosen: pcollections' {@code TreePMap} against vavr's
 * {@code TreeMap}, on the engine's access pattern — 10,000 entries under 30-byte keys that start with a hash
 * (as table keys do), compared as unsigned bytes: replace one entry (a write), look one up (GetItem), and
 * read ten entries from a position (a Query page). {@link KeyTree}, the engine's own B+tree, runs the same
 * operations, and all three also build a 10,000-entry map from empty.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PersistentMapBenchmarks {
    private static final int SIZE = 10_000;
    private static final Comparator<byte[]> ORDER = Arrays::compareUnsigned;

    /**
     * {@code hashed}: every key in its own partition, so keys differ from the first byte. {@code onePartition}:
     * every key shares one 20-byte partition hash and differs only in its last ten bytes, as the items of one
     * partition do in a table's primary index (KeyTree's 8-byte prefixes all tie there).
     */
    @Param({"hashed", "onePartition"})
    public String layout;

    private byte[][] keys;
    private TreePMap<byte[], String> pcollections;
    private io.vavr.collection.TreeMap<byte[], String> vavr;
    private KeyTree<String> keyTree;

    @Setup(Level.Trial)
    public void fill() throws Exception {
        keys = new byte[SIZE][];
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        pcollections = TreePMap.empty(ORDER);
        vavr = io.vavr.collection.TreeMap.empty(ORDER);
        keyTree = KeyTree.empty();
        for (int i = 0; i < SIZE; i++) {
            byte[] hash = sha1.digest(("order-" + i).getBytes(StandardCharsets.UTF_8));
            keys[i] = Arrays.copyOf(hash, 30);
            if (layout.equals("onePartition")) {
                byte[] partition = sha1.digest("order-partition".getBytes(StandardCharsets.UTF_8));
                System.arraycopy(partition, 0, keys[i], 0, 20);
                System.arraycopy(hash, 0, keys[i], 20, 10);
            }
            pcollections = pcollections.plus(keys[i], "item" + i);
            vavr = vavr.put(keys[i], "item" + i);
            keyTree = keyTree.plus(keys[i], "item" + i);
        }
    }

    private byte[] anyKey() {
        return keys[ThreadLocalRandom.current().nextInt(SIZE)];
    }

    @Benchmark
    public Object pcollectionsReplace() {
        return pcollections.plus(anyKey(), "new");
    }

    @Benchmark
    public Object vavrReplace() {
        return vavr.put(anyKey(), "new");
    }

    @Benchmark
    public Object pcollectionsGet() {
        return pcollections.get(anyKey());
    }

    @Benchmark
    public Object vavrGet() {
        return vavr.get(anyKey());
    }

    @Benchmark
    public void pcollectionsRangeOfTen(Blackhole sink) {
        Iterator<Map.Entry<byte[], String>> it = pcollections.tailMap(anyKey(), true).entrySet().iterator();
        for (int i = 0; i < 10 && it.hasNext(); i++) {
            sink.consume(it.next());
        }
    }

    /** vavr's TreeMap has no range view: the only way to start at a key is to drop what precedes it. */
    @Benchmark
    public void vavrRangeOfTen(Blackhole sink) {
        byte[] from = anyKey();
        Iterator<io.vavr.Tuple2<byte[], String>> it = vavr.dropWhile(e -> ORDER.compare(e._1, from) < 0).iterator();
        for (int i = 0; i < 10 && it.hasNext(); i++) {
            sink.consume(it.next());
        }
    }

    @Benchmark
    public Object keyTreeReplace() {
        return keyTree.plus(anyKey(), "new");
    }

    @Benchmark
    public Object keyTreeGet() {
        return keyTree.get(anyKey());
    }

    @Benchmark
    public void keyTreeRangeOfTen(Blackhole sink) {
        Iterator<Map.Entry<byte[], String>> it = keyTree.iterator(anyKey(), true, null, true, true);
        for (int i = 0; i < 10 && it.hasNext(); i++) {
            sink.consume(it.next());
        }
    }

    // Removing one entry (a DeleteItem), from the full map each time.

    @Benchmark
    public Object pcollectionsRemove() {
        return pcollections.minus(anyKey());
    }

    @Benchmark
    public Object vavrRemove() {
        return vavr.remove(anyKey());
    }

    @Benchmark
    public Object keyTreeRemove() {
        return keyTree.minus(anyKey());
    }

    // Building 10,000 entries from empty, in the keys' (hash) order: inserts into a growing map. Per whole build.

    @Benchmark
    public Object pcollectionsBuild() {
        TreePMap<byte[], String> map = TreePMap.empty(ORDER);
        for (byte[] key : keys) {
            map = map.plus(key, "item");
        }
        return map;
    }

    @Benchmark
    public Object vavrBuild() {
        io.vavr.collection.TreeMap<byte[], String> map = io.vavr.collection.TreeMap.empty(ORDER);
        for (byte[] key : keys) {
            map = map.put(key, "item");
        }
        return map;
    }

    @Benchmark
    public Object keyTreeBuild() {
        KeyTree<String> map = KeyTree.empty();
        for (byte[] key : keys) {
            map = map.plus(key, "item");
        }
        return map;
    }
}
