package dev.dynamofixtures.core.server;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** SDK clients of an HTTP endpoint, configured as an application would: endpoint, region, dummy credentials. */
public final class SdkClients {
    private static final StaticCredentialsProvider CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("fixtures", "fixtures"));

    private SdkClients() {
    }

    public static DynamoDbClient sync(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS).build();
    }

    public static software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient streams(URI endpoint) {
        return software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient.builder().endpointOverride(endpoint)
                .region(Region.US_EAST_1).credentialsProvider(CREDENTIALS).build();
    }

    public static DynamoDbAsyncClient async(URI endpoint) {
        return DynamoDbAsyncClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS).httpClientBuilder(NettyNioAsyncHttpClient.builder()).build();
    }
}
