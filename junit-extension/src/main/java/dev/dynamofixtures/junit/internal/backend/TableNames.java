package dev.dynamofixtures.junit.internal.backend;

import java.security.SecureRandom;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * How the table names test code uses map to the names a shared DynamoDB sees: unchanged, with a prefix, or with a
 * suffix. Test code keeps its production names ({@code orders}); the server holds {@code dfx_k2x9a1_3_orders}.
 *
 * <p>Invariants: {@link #toServer(String)} and {@link #toTest(String)} are inverse on this naming's names; a server
 * name without the affix is not this naming's ({@code toTest} is empty), so a shared server's other tables are
 * invisible to it. Affixes use only the characters DynamoDB allows in table names.
 */
public final class TableNames {
    private static final Pattern TABLE_NAME_CHARS = Pattern.compile("[a-zA-Z0-9_.-]+");
    private static final TableNames IDENTITY = new TableNames("", "");
    private static final String RUN_ID = newRunId();
    private static final TableNames RUN = new TableNames("dfx_" + RUN_ID + "_", "");
    private static final AtomicInteger UNIQUE = new AtomicInteger();

    private final String prefix;
    private final String suffix;

    private TableNames(String prefix, String suffix) {
        this.prefix = prefix;
        this.suffix = suffix;
    }

    /** Names unchanged: test code and server see the same names. */
    public static TableNames identity() {
        return IDENTITY;
    }

    /**
     * Names with {@code prefix} before them on the server.
     *
     * @throws IllegalArgumentException if the prefix is empty or has characters DynamoDB does not allow in table
     *                                  names (only {@code a-z A-Z 0-9 _ - .})
     */
    public static TableNames prefix(String prefix) {
        return new TableNames(checkedAffix(prefix, "prefix"), "");
    }

    /**
     * Names with {@code suffix} after them on the server.
     *
     * @throws IllegalArgumentException if the suffix is empty or has characters DynamoDB does not allow in table
     *                                  names
     */
    public static TableNames suffix(String suffix) {
        return new TableNames("", checkedAffix(suffix, "suffix"));
    }

    /** The prefix of this JVM's run, {@code dfx_<run id>_}: the same for every call in one JVM, new in the next. */
    public static TableNames forRun() {
        return RUN;
    }

    /**
     * A prefix no other call in this JVM (nor, with overwhelming likelihood, any other run) gets:
     * {@code dfx_<run id>_<n>_}, so tables of a class or a test never collide with another's on a shared server,
     * and every table a run created starts with {@link #forRun()}'s prefix.
     */
    public static TableNames unique() {
        return new TableNames(RUN.prefix + UNIQUE.incrementAndGet() + "_", "");
    }

    /** The server's name for the table test code calls {@code testName}. */
    public String toServer(String testName) {
        Objects.requireNonNull(testName, "testName");
        return prefix + testName + suffix;
    }

    /** The name test code uses for the server's table {@code serverName}, or empty if that table is not this naming's. */
    public Optional<String> toTest(String serverName) {
        Objects.requireNonNull(serverName, "serverName");
        if (!owns(serverName)) {
            return Optional.empty();
        }
        return Optional.of(serverName.substring(prefix.length(), serverName.length() - suffix.length()));
    }

    /** Whether the server's table {@code serverName} is one of this naming's (always true for {@link #identity()}). */
    public boolean owns(String serverName) {
        return serverName.length() > prefix.length() + suffix.length()
                && serverName.startsWith(prefix) && serverName.endsWith(suffix);
    }

    /** Whether names are unchanged. */
    public boolean isIdentity() {
        return prefix.isEmpty() && suffix.isEmpty();
    }

    /** The text put before every name; empty for suffix and identity namings. */
    public String prefix() {
        return prefix;
    }

    /** The text put after every name; empty for prefix and identity namings. */
    public String suffix() {
        return suffix;
    }

    /**
     * {@code text} (an error message) with this naming's affix removed, so a message about table
     * {@code dfx_x_orders} reads as one about {@code orders}.
     */
    String scrub(String text) {
        if (text == null || isIdentity()) {
            return text;
        }
        String affix = prefix.isEmpty() ? suffix : prefix;
        return text.replace(affix, "");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TableNames that && prefix.equals(that.prefix) && suffix.equals(that.suffix);
    }

    @Override
    public int hashCode() {
        return prefix.hashCode() * 31 + suffix.hashCode();
    }

    @Override
    public String toString() {
        return isIdentity() ? "TableNames[identity]" : "TableNames[" + prefix + "<name>" + suffix + "]";
    }

    private static String checkedAffix(String affix, String what) {
        Objects.requireNonNull(affix, what);
        if (!TABLE_NAME_CHARS.matcher(affix).matches()) {
            throw new IllegalArgumentException("A table name " + what + " must be one or more of the characters "
                    + "DynamoDB allows in table names (a-z, A-Z, 0-9, '_', '-', '.'), was '" + affix + "'");
        }
        return affix;
    }

    /** Base-36 time in seconds and four random characters: short, sortable by start time, unique per run. */
    private static String newRunId() {
        String time = Long.toString(System.currentTimeMillis() / 1000, 36);
        String random = Integer.toString(new SecureRandom().nextInt(36 * 36 * 36 * 36), 36);
        return time + "0000".substring(random.length()) + random;
    }
}
