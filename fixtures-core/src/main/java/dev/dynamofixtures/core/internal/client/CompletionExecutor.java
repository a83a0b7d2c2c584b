package dev.dynamofixtures.core.internal.client;

import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that complete the async client's futures, shared by every engine in the JVM (the counterpart of
 * the SDK's {@code sdk-async-response} executor). Completing a future is all they do, unless the caller's
 * dependent stages run long. Daemon threads named {@code dynamo-fixtures-async-N}, at most
 * {@code max(8, processors)}, that end after ten idle seconds: nothing to close, nothing left running.
 */
final class CompletionExecutor {
    private static final Executor SHARED = create();

    private CompletionExecutor() {
    }

    static Executor shared() {
        return SHARED;
    }

    private static Executor create() {
        int threads = Math.max(8, Runtime.getRuntime().availableProcessors());
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor executor = new ThreadPoolExecutor(threads, threads, 10, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), runnable -> {
                    Thread thread = new Thread(runnable, "dynamo-fixtures-async-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }
}
