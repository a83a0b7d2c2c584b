package dev.dynamofixtures.core.internal.server;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.dynamofixtures.core.DynamoServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The JDK's built-in HTTP server answering DynamoDB's JSON protocol for one engine client, on loopback.
 *
 * <p>Connections are kept alive and requests are answered by a small pool of daemon threads, so a server
 * that is never closed does not keep the JVM alive. {@link #close()} waits briefly for requests in
 * progress, then closes the listening socket and every connection.
 */
public final class DynamoHttpServer implements DynamoServer {
    private static final int BACKLOG = 128;
    private static final long CLOSE_GRACE_MILLIS = 1_000;
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";

    static {
        // The JDK server flushes a response's headers before its body; with Nagle's algorithm on, the body
        // then waits for the client's delayed ACK (~40 ms a request on Linux). Read once, when the JDK's
        // server configuration loads; an explicit setting is respected.
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
    }

    private final HttpServer server;
    private final ExecutorService executor;
    private final URI endpoint;
    private final InFlight inFlight = new InFlight();
    private final AtomicBoolean closed = new AtomicBoolean();

    private DynamoHttpServer(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
        InetSocketAddress address = server.getAddress();
        this.endpoint = URI.create("http://" + address.getAddress().getHostAddress() + ":" + address.getPort());
    }

    /**
     * Starts serving {@code client} on the loopback address.
     *
     * @param port the TCP port, or 0 for a free one
     * @throws UncheckedIOException if the port cannot be bound (e.g. it is in use)
     */
    public static DynamoHttpServer start(DynamoDbClient client, int port) {
        return start(client, null, port);
    }

    /**
     * Serves {@code client} and, under {@code X-Amz-Target: DynamoDBStreams_20120810.*}, {@code streams} (null: the
     * Streams operations are refused as unsupported) on a loopback port (0: a free one).
     */
    public static DynamoHttpServer start(DynamoDbClient client,
                                         software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient streams,
                                         int port) {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be between 0 and 65535, was " + port);
        }
        InetAddress loopback = InetAddress.getLoopbackAddress();
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(loopback, port), BACKLOG);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot serve DynamoDB on " + loopback.getHostAddress() + ":" + port
                    + ": " + e.getMessage(), e);
        }
        ExecutorService executor = Executors.newFixedThreadPool(threads(), daemonThreads(server.getAddress().getPort()));
        DynamoHttpServer started = new DynamoHttpServer(server, executor);
        server.createContext("/", new DynamoRequestHandler(OperationTable.of(client),
                        streams == null ? null : OperationTable.ofStreams(streams)))
                .getFilters().add(started.inFlight);
        server.setExecutor(executor);
        startOnDaemonThread(server);
        return started;
    }

    @Override
    public URI endpoint() {
        return endpoint;
    }

    @Override
    public int port() {
        return endpoint.getPort();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        inFlight.awaitIdle(CLOSE_GRACE_MILLIS);
        server.stop(0);
        executor.shutdownNow();
        try {
            executor.awaitTermination(CLOSE_GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "DynamoServer[" + endpoint + (closed.get() ? ", closed]" : "]");
    }

    private static int threads() {
        return Math.max(4, 2 * Runtime.getRuntime().availableProcessors());
    }

    private static ThreadFactory daemonThreads(int port) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "dynamo-fixtures-http-" + port + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** The JDK server's dispatcher thread inherits daemon status from the thread that starts it. */
    private static void startOnDaemonThread(HttpServer server) {
        Thread starter = new Thread(server::start, "dynamo-fixtures-http-start");
        starter.setDaemon(true);
        starter.start();
        try {
            starter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.stop(0);
            throw new IllegalStateException("Interrupted while starting the DynamoDB endpoint", e);
        }
    }

    /** Counts exchanges in progress, so that closing can let them finish. */
    private static final class InFlight extends Filter {
        private int count;

        @Override
        public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
            synchronized (this) {
                count++;
            }
            try {
                chain.doFilter(exchange);
            } finally {
                synchronized (this) {
                    count--;
                    notifyAll();
                }
            }
        }

        @Override
        public String description() {
            return "counts requests in progress";
        }

        synchronized void awaitIdle(long millis) {
            long deadline = System.currentTimeMillis() + millis;
            long left = millis;
            while (count > 0 && left > 0) {
                try {
                    wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                left = deadline - System.currentTimeMillis();
            }
        }
    }
}
