package dev.dynamofixtures.junit.internal.backend;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * SDK clients of a DynamoDB at a URL, with a {@link TableNameInterceptor}: the default credentials chain, or
 * dummy credentials for a server on this machine (DynamoDB Local, this library's endpoint), which accept any.
 */
final class RemoteClients {
    private static final StaticCredentialsProvider LOCAL_CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("dynamofixtures", "dynamofixtures"));

    private RemoteClients() {
    }

    /** A client of {@code endpoint} in {@code region}, mapping table names by {@code naming}. */
    static DynamoDbClient sync(URI endpoint, Region region, TableNames naming) {
        try {
            return DynamoDbClient.builder().endpointOverride(endpoint).region(region)
                    .credentialsProvider(credentialsFor(endpoint))
                    .overrideConfiguration(mapping(naming)).build();
        } catch (SdkClientException e) {
            throw new BackendSetupException("Cannot build an AWS SDK DynamoDbClient for " + endpoint + ": "
                    + e.getMessage(), e);
        }
    }

    /** An asynchronous client of {@code endpoint} in {@code region}, mapping table names by {@code naming}. */
    static DynamoDbAsyncClient async(URI endpoint, Region region, TableNames naming) {
        try {
            return DynamoDbAsyncClient.builder().endpointOverride(endpoint).region(region)
                    .credentialsProvider(credentialsFor(endpoint))
                    .overrideConfiguration(mapping(naming)).build();
        } catch (SdkClientException e) {
            throw new BackendSetupException("Cannot build an AWS SDK DynamoDbAsyncClient for " + endpoint + ": "
                    + e.getMessage() + ". An asynchronous client needs an asynchronous HTTP client on the class path,"
                    + " such as software.amazon.awssdk:netty-nio-client.", e);
        }
    }

    /** Dummy credentials for a loopback host (local servers accept any), else the SDK's default chain. */
    static AwsCredentialsProvider credentialsFor(URI endpoint) {
        return isLoopback(endpoint.getHost()) ? LOCAL_CREDENTIALS : DefaultCredentialsProvider.builder().build();
    }

    private static boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!host.matches("[0-9.]+|\\[?[0-9a-fA-F:]+]?")) {
            return false; // a name: not resolved here, a real service's host is not loopback
        }
        try {
            return InetAddress.getByName(host.replace("[", "").replace("]", "")).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static ClientOverrideConfiguration mapping(TableNames naming) {
        return ClientOverrideConfiguration.builder().addExecutionInterceptor(new TableNameInterceptor(naming)).build();
    }
}
