package dev.dynamofixtures.benchmarks;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Two builds of the engine in ONE JVM, taking turns in blocks: the way to see a change of a few per cent on a machine
 * whose JVMs differ from one another by more (this project's 2-core virtual machines: the same code's 25-item batch
 * measured 79-184 µs from one JVM to the next). Each build's {@code fixtures-core} classes (a {@code target/classes}
 * directory or a jar, e.g. of a worktree at an older commit) are loaded by a class loader of their own, so both are
 * compiled, profiled and measured in the same process, minutes and heap; everything else (the AWS SDK, the workload)
 * is shared. Each build gets a database of {@link RealisticOrders}' 10,000 realistic orders and the same sequence of
 * requests, built fresh before each call; only the call is timed. The builds alternate every {@code block} calls (a
 * block of one warms its own data first), for a warm-up of {@code calls} calls, then {@code rounds} rounds of
 * {@code calls}; printed: each round's medians and the ratio b/a.
 *
 * <pre>
 * git worktree add /tmp/before &lt;commit&gt; &amp;&amp; (cd /tmp/before &amp;&amp; mvn -q -o -pl fixtures-core compile)
 * java -Xms4g -Xmx4g -XX:+AlwaysPreTouch -cp "$CP" dev.dynamofixtures.benchmarks.TwoBuilds \
 *     a=/tmp/before/fixtures-core/target/classes b=fixtures-core/target/classes ops=batch,put,update,get,query
 * </pre>
 *
 * Operations: {@code batch}, {@code put} (one of the 11,000 writable orders: after the warm-up, an overwrite),
 * {@code insert} (a new order each call, under a new order id: every call inserts, and the tables grow, so run it
 * last), {@code update}, {@code transact}, {@code get}, {@code query} and {@code scan} (a page of 100 from the start
 * of a page picked at random).
 *
 * <p>Two databases share the processor's caches, so each build's absolute figures are higher than alone; the ratio is
 * what this measures. The second database can be favoured by itself (GetItem: b 5-15 % faster with the same code on
 * both sides), so run it twice, the builds swapped: with {@code r1} the first run's b / a (new / old) and {@code r2}
 * the swapped run's (old / new), the builds' ratio is {@code sqrt(r1 / r2)} and the position's {@code sqrt(r1 * r2)}.
 */
public final class TwoBuilds {
    private TwoBuilds() {
    }

    /** One operation: builds its request from a random source, calls it on a client. */
    private record Op(String name, int calls, int block, Function<SplittableRandom, Object> build,
                      Call call) {
    }

    private interface Call {
        Object call(DynamoDbClient client, Object request);
    }

    public static void main(String[] args) throws Exception {
        String a = null;
        String b = null;
        List<String> ops = List.of("batch", "put", "update", "get", "query");
        int rounds = 3;
        double scale = 1;
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            switch (kv[0]) {
                case "a" -> a = kv[1];
                case "b" -> b = kv[1];
                case "ops" -> ops = List.of(kv[1].split(","));
                case "rounds" -> rounds = Integer.parseInt(kv[1]);
                case "scale" -> scale = Double.parseDouble(kv[1]);
                default -> throw new IllegalArgumentException("unknown argument " + arg
                        + " (a=classes-or-jar b=classes-or-jar ops=batch,put,insert,update,transact,get,query,scan"
                        + " rounds=N scale=x, a factor on every operation's number of calls)");
            }
        }
        if (a == null || b == null) {
            throw new IllegalArgumentException("a= and b= name the two builds' fixtures-core classes or jars");
        }
        System.out.println(MeasuringHeap.describe());
        RealisticOrders orders = new RealisticOrders(RealisticOrders.Shape.REALISTIC);
        DynamoDbClient[] clients = {start(a, orders), start(b, orders)};
        List<Op> chosen = new ArrayList<>();
        List<String[]> scanPages = RealisticOrders.scanPageStarts(clients[0]); // the same data: the same pages
        for (String name : ops) {
            chosen.add(op(name, orders, scanPages, scale));
        }
        StringBuilder table = new StringBuilder("\n| operation | round | a | b | b / a |\n| --- | ---: | ---: | ---: | ---: |\n");
        for (Op op : chosen) {
            SplittableRandom[] randoms = {new SplittableRandom(42), new SplittableRandom(42)};
            run(op, clients, randoms, op.calls(), null); // warm-up, both builds in turns
            for (int round = 1; round <= rounds; round++) {
                long[][] times = new long[2][];
                run(op, clients, randoms, op.calls(), times);
                double ma = median(times[0]);
                double mb = median(times[1]);
                table.append(String.format(Locale.ROOT, "| %s | %d | %.2f µs | %.2f µs | %.3f |%n", op.name(), round,
                        ma / 1000, mb / 1000, mb / ma));
            }
            System.out.println(op.name() + ": done");
        }
        System.out.print(table);
    }

    /** A database of the realistic orders on the engine whose classes are at {@code path}. */
    private static DynamoDbClient start(String path, RealisticOrders orders) throws Exception {
        ClassLoader loader = new BuildLoader(new File(path).toURI().toURL(), TwoBuilds.class.getClassLoader());
        Class<?> engine = loader.loadClass("dev.dynamofixtures.core.InMemoryDynamo");
        if (engine.getClassLoader() != loader) {
            throw new IllegalStateException(path + " holds no dev.dynamofixtures.core.InMemoryDynamo");
        }
        Object dynamo = engine.getMethod("create").invoke(null);
        DynamoDbClient client = (DynamoDbClient) engine.getMethod("client").invoke(dynamo);
        orders.createAndLoad(client);
        return client;
    }

    /** {@code calls} calls per build, the builds taking turns every block; the timed ones go to {@code times}. */
    private static void run(Op op, DynamoDbClient[] clients, SplittableRandom[] randoms, int calls, long[][] times) {
        int[] done = new int[2];
        if (times != null) {
            times[0] = new long[calls];
            times[1] = new long[calls];
        }
        Object sink = null;
        for (int t = 0; t < 2 * calls; t++) {
            int side = (t / op.block()) % 2;
            Object request = op.build().apply(randoms[side]);
            long start = System.nanoTime();
            sink = op.call().call(clients[side], request);
            long end = System.nanoTime();
            if (times != null) {
                times[side][done[side]] = end - start;
            }
            done[side]++;
        }
        if (sink == null) {
            System.out.println();
        }
    }

    private static Op op(String name, RealisticOrders orders, List<String[]> scanPages, double scale) {
        return switch (name) {
            case "batch" -> new Op("BatchWriteItem, 25 items", scaled(20_000, scale), 100,
                    random -> orders.batchWriteRequest(random.nextInt(RealisticOrders.WRITABLE)),
                    (client, request) -> client.batchWriteItem((BatchWriteItemRequest) request));
            case "put" -> new Op("PutItem", scaled(200_000, scale), 1_000,
                    random -> orders.putItemRequest(random.nextInt(RealisticOrders.WRITABLE)),
                    (client, request) -> client.putItem((PutItemRequest) request));
            case "insert" -> new Op("PutItem of a new order", scaled(20_000, scale), 1_000,
                    orders::newOrderPutRequest,
                    (client, request) -> client.putItem((PutItemRequest) request));
            case "update" -> new Op("UpdateItem", scaled(200_000, scale), 1_000,
                    random -> orders.updateItemRequest(random.nextInt(RealisticOrders.ITEMS), 500 + random.nextInt(50_000)),
                    (client, request) -> client.updateItem((UpdateItemRequest) request));
            case "transact" -> new Op("TransactWriteItems, 4 actions", scaled(100_000, scale), 1_000,
                    random -> orders.transactWriteRequest(random.nextInt(RealisticOrders.WRITABLE)),
                    (client, request) -> client.transactWriteItems((TransactWriteItemsRequest) request));
            case "get" -> new Op("GetItem", scaled(1_000_000, scale), 1_000,
                    random -> orders.getItemRequest(random.nextInt(RealisticOrders.ITEMS)),
                    (client, request) -> client.getItem((GetItemRequest) request));
            case "query" -> {
                List<RealisticOrders.QueryTarget> targets = orders.queryTargets();
                yield new Op("Query, ~10 items", scaled(500_000, scale), 1_000,
                        random -> RealisticOrders.queryRequest(targets.get(random.nextInt(targets.size()))),
                        (client, request) -> client.query((QueryRequest) request));
            }
            case "scan" -> new Op("Scan page of 100", scaled(200_000, scale), 1_000,
                    random -> RealisticOrders.scanRequest(scanPages.get(random.nextInt(scanPages.size()))),
                    (client, request) -> client.scan((ScanRequest) request));
            default -> throw new IllegalArgumentException("no operation " + name
                    + " (batch, put, insert, update, transact, get, query, scan)");
        };
    }

    private static int scaled(int calls, double scale) {
        return Math.max(1_000, (int) (calls * scale));
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /**
     * Loads the engine's classes ({@code dev.dynamofixtures.core.*}) from one build, itself first; everything else
     * from the parent, so the SDK's interfaces, which both builds implement, are the same classes.
     */
    private static final class BuildLoader extends URLClassLoader {
        private static final String ENGINE = "dev.dynamofixtures.core.";

        BuildLoader(URL build, ClassLoader parent) throws MalformedURLException {
            super(new URL[] {build}, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith(ENGINE)) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    loaded = findClass(name);
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
