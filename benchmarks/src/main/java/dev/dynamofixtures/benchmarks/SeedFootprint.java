package dev.dynamofixtures.benchmarks;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadMXBean;

/**
 * Measures how much heap a seeded engine holds per item, and how long seeding takes: builds the dataset of
 * {@link SeedData}, seeds a new engine with it a few times (timing each: wall clock, this thread's CPU time and
 * the time the collectors report), and compares the heap used after full collections with the seeded engine
 * retained against the heap used with the dataset alone. The difference is the engine's share: its items, keys and
 * index trees (the attribute values themselves are shared with the dataset, as they are after a real seeding). The
 * dataset of a million items takes about 760 MB itself, so the whole run needs a heap of about 1.6 GB.
 *
 * <pre>{@code
 * mvn -pl benchmarks dependency:build-classpath -Dmdep.outputFile=cp.txt
 * java -Xmx1600m -cp benchmarks/target/classes:$(cat cp.txt) dev.dynamofixtures.benchmarks.SeedFootprint 1000000
 * }</pre>
 */
public final class SeedFootprint {
    private SeedFootprint() {
    }

    public static void main(String[] args) {
        int items = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Dataset dataset = SeedData.orders(items);
        long datasetOnly = usedAfterGc(memory);
        InMemoryDynamo engine = null;
        for (int round = 0; round < rounds; round++) {
            if (engine != null) {
                engine.close();
                engine = null;
                usedAfterGc(memory);
            }
            engine = InMemoryDynamo.create();
            long gc = gcMillis();
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            engine.seed(dataset);
            long wall = System.nanoTime() - start;
            cpu = threads.getCurrentThreadCpuTime() - cpu;
            gc = gcMillis() - gc;
            System.out.printf("seed %,d items: %,d ms wall, %,d ms cpu of the seeding thread, %,d ms in collections%n",
                    items, wall / 1_000_000, cpu / 1_000_000, gc);
        }
        long withEngine = usedAfterGc(memory);
        long engineBytes = withEngine - datasetOnly;
        System.out.printf("heap: dataset alone %,d MB; with the seeded engine %,d MB; engine %,d MB = %,d bytes/item%n",
                datasetOnly >> 20, withEngine >> 20, engineBytes >> 20, engineBytes / items);
        System.out.println(engine.client().describeTable(b -> b.tableName(OrdersSchema.TABLE)).table().itemCount()
                + " items in the table");
    }

    /** The time the collectors report having spent so far (pauses and, for concurrent ones, cycles). */
    private static long gcMillis() {
        long total = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            total += Math.max(0, collector.getCollectionTime());
        }
        return total;
    }

    private static long usedAfterGc(MemoryMXBean memory) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
