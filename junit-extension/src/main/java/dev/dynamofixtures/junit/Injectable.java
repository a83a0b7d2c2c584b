package dev.dynamofixtures.junit;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The types the extension injects, and how each is taken from a {@link Fixture}. Types are matched by exact class
 * name, so the optional Enhanced Client is recognised without being loaded. The extension also claims the other
 * types of DynamoDB's SDK packages and of this library, to answer them with a message listing what it supplies
 * rather than JUnit's "no ParameterResolver registered"; every other type is left to other extensions.
 */
enum Injectable {
    CLIENT("software.amazon.awssdk.services.dynamodb.DynamoDbClient", "DynamoDbClient"),
    ASYNC_CLIENT("software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient", "DynamoDbAsyncClient"),
    ENHANCED_CLIENT(EnhancedClients.CLASS_NAME, "DynamoDbEnhancedClient"),
    ENDPOINT("java.net.URI", "URI (the HTTP endpoint)"),
    CLOCK("dev.dynamofixtures.core.MutableClock", "MutableClock"),
    ENGINE("dev.dynamofixtures.core.InMemoryDynamo", "InMemoryDynamo"),
    CONTEXT("dev.dynamofixtures.junit.DynamoFixtureContext", "DynamoFixtureContext");

    /** Packages whose other types the extension answers with the list of what it supplies. */
    private static final String[] CLAIMED_PACKAGES = {
        "software.amazon.awssdk.services.dynamodb.", "software.amazon.awssdk.enhanced.dynamodb.",
        "dev.dynamofixtures.core.", "dev.dynamofixtures.junit."
    };

    private final String className;
    private final String description;

    Injectable(String className, String description) {
        this.className = className;
        this.description = description;
    }

    /** The injectable of exactly this type, if it is one. */
    static Optional<Injectable> of(Class<?> type) {
        for (Injectable injectable : values()) {
            if (injectable.className.equals(type.getName())) {
                return Optional.of(injectable);
            }
        }
        return Optional.empty();
    }

    /** True for the types the extension answers: the injectables, and the rest of DynamoDB's and this library's. */
    static boolean claims(Class<?> type) {
        if (of(type).isPresent()) {
            return true;
        }
        String name = type.getName();
        return Arrays.stream(CLAIMED_PACKAGES).anyMatch(name::startsWith);
    }

    /** "DynamoDbClient, DynamoDbAsyncClient, ... and DynamoFixtureContext". */
    static String supported() {
        String all = Arrays.stream(values()).map(i -> i.description).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " and " + all.substring(last + 2);
    }

    /** This injectable's value for {@code fixture}. */
    Object value(Fixture fixture) {
        return switch (this) {
            case CLIENT -> fixture.client();
            case ASYNC_CLIENT -> fixture.asyncClient();
            case ENHANCED_CLIENT -> EnhancedClients.create(fixture.client());
            case ENDPOINT -> fixture.endpoint();
            case CLOCK -> fixture.mutableClock();
            case ENGINE -> fixture.engine();
            case CONTEXT -> fixture;
        };
    }
}
