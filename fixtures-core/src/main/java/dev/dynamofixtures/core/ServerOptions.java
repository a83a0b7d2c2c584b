package dev.dynamofixtures.core;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The standalone server's command line when it serves: port, message dialect, and the dataset files to seed the
 * engine with ({@code --seed} takes one or more files, up to the next option, and may be repeated).
 */
record ServerOptions(int port, MessageDialect dialect, List<Path> seeds, boolean help) {
    static final int DEFAULT_PORT = 8000;

    ServerOptions {
        seeds = List.copyOf(seeds);
    }

    /** The options of {@code args}, or an {@link IllegalArgumentException} saying which one is wrong. */
    static ServerOptions parse(List<String> args) {
        int port = DEFAULT_PORT;
        MessageDialect dialect = MessageDialect.LIVE;
        List<Path> seeds = new ArrayList<>();
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
                case "--seed":
                    int first = i + 1;
                    while (i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
                        seeds.add(Path.of(args.get(++i)));
                    }
                    if (i < first) {
                        throw new IllegalArgumentException("--seed needs one or more dataset files");
                    }
                    break;
                case "--help":
                case "-h":
                    help = true;
                    break;
                default:
                    throw new IllegalArgumentException("Unknown option: " + arg);
            }
        }
        return new ServerOptions(port, dialect, seeds, help);
    }

    /** The value after option {@code args[index - 1]}. */
    static String value(List<String> args, int index, String option) {
        if (index >= args.size() || args.get(index).startsWith("--")) {
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
