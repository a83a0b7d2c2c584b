package dev.dynamofixtures.core;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The standalone server: an in-memory DynamoDB on a local port for anything that speaks DynamoDB's HTTP
 * protocol (the AWS CLI, other languages' SDKs, NoSQL Workbench), used exactly like DynamoDB Local.
 * Seeds the engine with dataset files ({@code --seed}), prints the endpoint and the tables it holds, then serves
 * until stopped (Ctrl-C). Its {@code export} command writes tables of any DynamoDB as a YAML dataset.
 *
 * <pre>
 * mvn -q -pl fixtures-core package -DskipTests
 * java -jar fixtures-core/target/dynamo-fixtures-core-0.1.0-SNAPSHOT-server.jar --port 8000
 *   (or, from the sources: mvn -q -pl fixtures-core compile exec:java -Pserver -Dexec.args="--port 8000")
 * aws dynamodb list-tables --endpoint-url http://127.0.0.1:8000
 * java -jar ...-server.jar --seed src/test/resources/orders.yml customers.yml
 * java -jar ...-server.jar export --endpoint http://localhost:8000 --tables orders --out orders.yml
 * </pre>
 */
public final class DynamoFixturesServer {
    static final String USAGE = String.join(System.lineSeparator(),
            "Usage: DynamoFixturesServer [--port N] [--message-dialect LIVE|LOCAL] [--seed FILE...]",
            "       DynamoFixturesServer export [--endpoint URL] [--tables A,B] [--out FILE] [--region R]",
            "  --port N                       the loopback port to serve on (default " + ServerOptions.DEFAULT_PORT
                    + "; 0 picks a free one)",
            "  --message-dialect LIVE|LOCAL   error texts of the live service (default) or of DynamoDB Local",
            "  --seed FILE...                 load these dataset files (YAML datasets, CloudFormation/SAM/CDK/",
            "                                 Serverless templates, DynamoDB JSON, NoSQL Workbench models) before",
            "                                 serving; the option may be repeated",
            "export: writes tables of any DynamoDB as a YAML dataset",
            "  --endpoint URL                 the DynamoDB to read, e.g. http://localhost:8000 (default: AWS itself,",
            "                                 with the default credentials; other endpoints get dummy credentials)",
            "  --tables A,B                   the tables to export (default: every table)",
            "  --out FILE                     the file to write (default: standard output)",
            "  --region R                     the region (default: the AWS endpoint's, else "
                    + ExportCommand.DEFAULT_REGION + ")");

    private DynamoFixturesServer() {
    }

    /**
     * Starts the server and serves until the JVM is stopped, or runs the {@code export} command.
     *
     * @param args {@code --port N} (default 8000), {@code --message-dialect LIVE|LOCAL} and {@code --seed FILE...};
     *             or {@code export --endpoint URL --tables A,B [--out FILE] [--region R]}; {@code --help} prints
     *             the usage
     */
    public static void main(String[] args) throws InterruptedException {
        List<String> arguments = List.of(args);
        if (!arguments.isEmpty() && arguments.get(0).equals("export")) {
            int status = ExportCommand.run(arguments.subList(1, arguments.size()), System.out, System.err);
            System.out.flush();
            if (status != 0) {
                System.exit(status);
            }
            return;
        }
        ServerOptions options;
        try {
            options = ServerOptions.parse(arguments);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        if (options.help()) {
            System.out.println(USAGE);
            return;
        }
        InMemoryDynamo dynamo = InMemoryDynamo.builder().messageDialect(options.dialect()).build();
        if (!options.seeds().isEmpty() && !seed(dynamo, options.seeds(), System.out, System.err)) {
            dynamo.close();
            System.exit(2);
            return;
        }
        DynamoServer server;
        try {
            server = dynamo.startServer(options.port());
        } catch (UncheckedIOException e) {
            System.err.println(e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            dynamo.close();
            stopped.countDown();
        }, "dynamo-fixtures-shutdown"));
        describe(System.out, server, dynamo.client());
        stopped.await();
    }

    /**
     * Reads the dataset files and seeds the engine with them, printing each table and its item count; prints the
     * dataset's problems and returns false when the files are not a valid dataset.
     */
    static boolean seed(InMemoryDynamo dynamo, List<Path> files, PrintStream out, PrintStream err) {
        Dataset dataset;
        try {
            dataset = Dataset.read(files.toArray(Path[]::new));
            dynamo.seed(dataset);
        } catch (DatasetException e) {
            err.println(e.getMessage());
            return false;
        } catch (UncheckedIOException e) {
            err.println("Cannot read the seed files: " + e.getMessage());
            return false;
        }
        seedReport(dataset).forEach(out::println);
        out.flush();
        return true;
    }

    /** {@code Seeded orders: 1,234 items (orders.yml)}, one line per table, in the dataset's order. */
    static List<String> seedReport(Dataset dataset) {
        DatasetContent content = DatasetAccess.content(dataset);
        List<String> lines = new ArrayList<>();
        for (DatasetTable table : dataset.tables()) {
            String file = table.origin().replaceFirst(":\\d+:\\d+$", "");
            lines.add("Seeded " + table.name() + ": " + itemCount(content.itemsOf(table.name()).size())
                    + " (" + file + ")");
        }
        return lines;
    }

    /** {@code 1 item}, {@code 1,234 items}. */
    static String itemCount(long count) {
        return String.format(Locale.ROOT, "%,d %s", count, count == 1 ? "item" : "items");
    }

    /** Prints where the server is, how to reach it, and the tables it holds. */
    private static void describe(PrintStream out, DynamoServer server, DynamoDbClient client) {
        out.println("Dynamo Fixtures is serving DynamoDB at " + server.endpoint());
        List<String> tables = client.listTables().tableNames();
        out.println(tables.isEmpty() ? "Tables: none" : "Tables: " + String.join(", ", tables));
        out.println("Try: aws dynamodb list-tables --endpoint-url " + server.endpoint());
        out.println("Press Ctrl-C to stop.");
        out.flush();
    }
}
