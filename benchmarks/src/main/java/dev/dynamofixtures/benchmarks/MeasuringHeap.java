package dev.dynamofixtures.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Whether this JVM's heap is fixed and pre-touched, which the plain measurements (SideBySide, ReadPathProfile) need
 * for figures that hold from one JVM to the next on a virtual machine.
 *
 * <p>On this project's machines (2-core Firecracker virtual machines) a JVM whose heap memory is first touched while
 * the benchmark runs measured the same engine Query at 1.7-2.6 µs in some JVMs and 12-25 µs in others, the request
 * building beside it 2-3x slower too, with nothing else on the machine; {@code -Xms} equal to {@code -Xmx} alone did
 * not help, {@code -XX:+AlwaysPreTouch} with a fixed heap did in every JVM (docs/performance.md, "The benchmark JVM's
 * heap"). The difference is how the host backs the guest's memory, not either backend's code, so the benchmark JVMs
 * touch their whole heap before they start.
 */
final class MeasuringHeap {
    /** The options, one by one, for JMH's {@code @Fork(jvmArgsAppend = ...)}; {@code bench.jvmArgs} in the pom. */
    static final String MIN_HEAP = "-Xms4g";
    static final String MAX_HEAP = "-Xmx4g";
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";
    /** What {@code exec:exec} and the JMH forks pass: a fixed heap, touched before the benchmark starts. */
    static final List<String> OPTIONS = List.of(MIN_HEAP, MAX_HEAP, PRE_TOUCH);

    private MeasuringHeap() {
    }

    /** A line for a measurement's header: this JVM's heap options, and a warning when the heap is not pre-touched. */
    static String describe() {
        List<String> arguments = ManagementFactory.getRuntimeMXBean().getInputArguments();
        List<String> heap = arguments.stream()
                .filter(a -> a.startsWith("-Xms") || a.startsWith("-Xmx") || a.contains("AlwaysPreTouch"))
                .toList();
        boolean preTouched = arguments.contains(PRE_TOUCH);
        return "heap: " + (heap.isEmpty() ? "JVM defaults" : String.join(" ", heap))
                + (preTouched ? "" : "  WARNING: the heap is not pre-touched (" + String.join(" ", OPTIONS)
                        + "); on a virtual machine the figures can differ several-fold from one JVM to the next");
    }
}
