package dev.dynamofixtures.core;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The standalone server: an in-memory DynamoDB on a local port for anything that speaks DynamoDB's HTTP
 * protocol (the AWS CLI, other languages' SDKs, NoSQL Workbench), used exactly like DynamoDB Local.
 * Prints the endpoint and the tables it holds, then serves until stopped (Ctrl-C).
 *
 * <pre>
 * mvn -q -pl fixtures-core package -DskipTests
 * java -jar fixtures-core/target/dynamo-fixtures-core-0.1.0-SNAPSHOT-server.jar --port 8000
 *   (or, from the sources: mvn -q -pl fixtures-core compile exec:java -Pserver -Dexec.args="--port 8000")
 * aws dynamodb list-tables --endpoint-url http://127.0.0.1:8000
 * </pre>
 */
public final class DynamoFixturesServer {
    static final int DEFAULT_PORT = 8000;
    private static final String USAGE = String.join(System.lineSeparator(),
            "Usage: DynamoFixturesServer [--port N] [--message-dialect LIVE|LOCAL]",
            "  --port N                       the loopback port to serve on (default " + DEFAULT_PORT
                    + "; 0 picks a free one)",
            "  --message-dialect LIVE|LOCAL   error texts of the live service (default) or of DynamoDB Local");

    private DynamoFixturesServer() {
    }

    /**
     * Starts the server and serves until the JVM is stopped.
     *
     * @param args {@code --port N} (default 8000) and {@code --message-dialect LIVE|LOCAL}; {@code --help}
     *             prints the usage
     */
    public static void main(String[] args) throws InterruptedException {
        Options options;
        try {
            options = Options.parse(List.of(args));
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

    /** Prints where the server is, how to reach it, and the tables it holds. */
    private static void describe(PrintStream out, DynamoServer server, DynamoDbClient client) {
        out.println("Dynamo Fixtures is serving DynamoDB at " + server.endpoint());
        List<String> tables = client.listTables().tableNames();
        out.println(tables.isEmpty() ? "Tables: none" : "Tables: " + String.join(", ", tables));
        out.println("Try: aws dynamodb list-tables --endpoint-url " + server.endpoint());
        out.println("Press Ctrl-C to stop.");
        out.flush();
    }

    /** The command line, parsed. */
    record Options(int port, MessageDialect dialect, boolean help) {
        static Options parse(List<String> args) {
            int port = DEFAULT_PORT;
            MessageDialect dialect = MessageDialect.LIVE;
            boolean help = false;
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                switch (arg) {
                    case "--port":
                        port = port(value(args, ++i, arg));
                        break;
                    case "--message-dialect":
                        dialect = dialect(value(args, ++i, arg));
                        break;
                    case "--help":
                    case "-h":
                        help = true;
                        break;
                    default:
                        throw new IllegalArgumentException("Unknown option: " + arg);
                }
            }
            return new Options(port, dialect, help);
        }

        private static String value(List<String> args, int index, String option) {
            if (index >= args.size()) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args.get(index);
        }

        private static int port(String text) {
            try {
                int port = Integer.parseInt(text);
                if (port >= 0 && port <= 65_535) {
                    return port;
                }
            } catch (NumberFormatException e) {
                // Reported below.
            }
            throw new IllegalArgumentException("--port must be a number between 0 and 65535, was '" + text + "'");
        }

        private static MessageDialect dialect(String text) {
            try {
                return MessageDialect.valueOf(text.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--message-dialect must be LIVE or LOCAL, was '" + text + "'");
            }
        }
    }
}
