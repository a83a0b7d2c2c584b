package dev.dynamofixtures.core;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The standalone server's {@code export} command: reads tables of any DynamoDB (an endpoint such as DynamoDB
 * Local or this server, or AWS itself) with {@link Dataset#export} and writes them as a YAML dataset, to a file or
 * to standard output. AWS endpoints use the default credentials chain; any other endpoint gets dummy credentials.
 */
final class ExportCommand {
    static final String DEFAULT_REGION = "us-east-1";
    /** {@code dynamodb.eu-west-3.amazonaws.com} and the like; the group is the region. */
    private static final Pattern AWS_HOST =
            Pattern.compile("(?:.+\\.)?dynamodb(?:-fips)?\\.([a-z0-9-]+)\\.amazonaws\\.com(?:\\.cn)?");

    private ExportCommand() {
    }

    /** The export command's options. */
    record Options(Optional<URI> endpoint, List<String> tables, Optional<Path> out, Optional<String> region,
                   boolean help) {
        Options {
            tables = List.copyOf(tables);
        }

        static Options parse(List<String> args) {
            URI endpoint = null;
            List<String> tables = new ArrayList<>();
            Path out = null;
            String region = null;
            boolean help = false;
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                switch (arg) {
                    case "--endpoint":
                        endpoint = endpoint(ServerOptions.value(args, ++i, arg));
                        break;
                    case "--tables":
                        for (String table : ServerOptions.value(args, ++i, arg).split(",")) {
                            if (!table.isBlank()) {
                                tables.add(table.strip());
                            }
                        }
                        break;
                    case "--out":
                        out = Path.of(ServerOptions.value(args, ++i, arg));
                        break;
                    case "--region":
                        region = ServerOptions.value(args, ++i, arg);
                        break;
                    case "--help":
                    case "-h":
                        help = true;
                        break;
                    default:
                        throw new IllegalArgumentException("Unknown option of export: " + arg);
                }
            }
            return new Options(Optional.ofNullable(endpoint), tables, Optional.ofNullable(out),
                    Optional.ofNullable(region), help);
        }

        private static URI endpoint(String text) {
            try {
                URI uri = new URI(text);
                if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
                    return uri;
                }
            } catch (java.net.URISyntaxException e) {
                // Reported below.
            }
            throw new IllegalArgumentException("--endpoint must be an http or https URL such as "
                    + "http://localhost:8000, was '" + text + "'");
        }

        /** True when the export reads from AWS itself (no endpoint, or an amazonaws.com one). */
        boolean isAws() {
            return endpoint.isEmpty() || AWS_HOST.matcher(endpoint.get().getHost()).matches();
        }

        /** The region: as given, else the one an AWS endpoint names, else us-east-1. */
        String resolvedRegion() {
            if (region.isPresent()) {
                return region.get();
            }
            if (endpoint.isPresent()) {
                Matcher aws = AWS_HOST.matcher(endpoint.get().getHost());
                if (aws.matches()) {
                    return aws.group(1);
                }
            }
            return DEFAULT_REGION;
        }
    }

    /**
     * Runs the command and returns the process's exit status: 0 when the dataset was written, 1 when the export
     * failed, 2 when the command line is wrong.
     */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            err.println(DynamoFixturesServer.USAGE);
            return 2;
        }
        if (options.help()) {
            out.println(DynamoFixturesServer.USAGE);
            return 0;
        }
        PrintStream report = options.out().isPresent() ? out : err; // keep standard output for the YAML
        try (DynamoDbClient client = client(options)) {
            Dataset dataset = Dataset.export(client, options.tables().toArray(String[]::new));
            if (options.out().isPresent()) {
                dataset.writeYaml(options.out().get());
            } else {
                Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                dataset.writeYaml(writer);
            }
            for (DatasetTable table : dataset.tables()) {
                report.println("Exported " + table.name() + ": "
                        + DynamoFixturesServer.itemCount(dataset.items(table.name()).size()));
            }
            options.out().ifPresent(file -> report.println("Wrote " + file));
            return 0;
        } catch (SdkException | DatasetException | UncheckedIOException e) {
            err.println("Export failed: " + e.getMessage());
            return 1;
        }
    }

    /** A client of the endpoint the options name, with the credentials and region that suit it. */
    static DynamoDbClient client(Options options) {
        AwsCredentialsProvider credentials = options.isAws()
                ? DefaultCredentialsProvider.builder().build()
                : StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"));
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .region(Region.of(options.resolvedRegion().toLowerCase(Locale.ROOT)))
                .credentialsProvider(credentials);
        options.endpoint().ifPresent(builder::endpointOverride);
        return builder.build();
    }
}
