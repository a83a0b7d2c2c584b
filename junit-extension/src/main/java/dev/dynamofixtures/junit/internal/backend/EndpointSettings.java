package dev.dynamofixtures.junit.internal.backend;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.regions.Region;

/**
 * Where the {@code endpoint} backend connects: the URL from the system property {@code dynamofixtures.endpoint} or
 * the environment variable {@code DYNAMOFIXTURES_ENDPOINT}, and the region from {@code dynamofixtures.region} /
 * {@code DYNAMOFIXTURES_REGION} (default {@code us-east-1}). A system property wins over the environment.
 */
public record EndpointSettings(URI endpoint, Region region) {
    /** The system property naming the endpoint. */
    public static final String ENDPOINT_PROPERTY = "dynamofixtures.endpoint";
    /** The environment variable naming the endpoint. */
    public static final String ENDPOINT_VARIABLE = "DYNAMOFIXTURES_ENDPOINT";
    /** The system property naming the region. */
    public static final String REGION_PROPERTY = "dynamofixtures.region";
    /** The environment variable naming the region. */
    public static final String REGION_VARIABLE = "DYNAMOFIXTURES_REGION";
    private static final String DEFAULT_REGION = "us-east-1";

    /** Settings of this endpoint and region. */
    public EndpointSettings {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(region, "region");
    }

    /**
     * The settings of this JVM's system properties and environment.
     *
     * @throws BackendSetupException when no endpoint is configured or it is not an http(s) URL
     */
    public static EndpointSettings fromEnvironment() {
        return from(System::getProperty, System::getenv);
    }

    /** The settings read from these properties and environment variables; see {@link #fromEnvironment()}. */
    static EndpointSettings from(UnaryOperator<String> properties, UnaryOperator<String> environment) {
        String endpoint = first(properties.apply(ENDPOINT_PROPERTY), environment.apply(ENDPOINT_VARIABLE));
        if (endpoint == null) {
            throw new BackendSetupException("The endpoint backend needs the URL of a DynamoDB: set -D"
                    + ENDPOINT_PROPERTY + "=https://dynamodb.eu-west-1.amazonaws.com (or http://localhost:8000, "
                    + "a LocalStack or ScyllaDB Alternator URL), or the environment variable " + ENDPOINT_VARIABLE
                    + ". Credentials come from the AWS SDK's default chain (dummy ones for localhost).");
        }
        String region = first(properties.apply(REGION_PROPERTY), environment.apply(REGION_VARIABLE));
        return new EndpointSettings(parse(endpoint), Region.of(region == null ? DEFAULT_REGION : region));
    }

    private static URI parse(String endpoint) {
        try {
            URI uri = new URI(endpoint);
            if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())
                    || uri.getHost() == null) {
                throw new URISyntaxException(endpoint, "not an http:// or https:// URL with a host");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new BackendSetupException("The endpoint backend's URL '" + endpoint + "' (" + ENDPOINT_PROPERTY
                    + " / " + ENDPOINT_VARIABLE + ") is not valid: " + e.getReason()
                    + "; write it as http://localhost:8000 or https://dynamodb.REGION.amazonaws.com", e);
        }
    }

    private static String first(String property, String variable) {
        if (property != null && !property.isBlank()) {
            return property.trim();
        }
        return variable != null && !variable.isBlank() ? variable.trim() : null;
    }
}
