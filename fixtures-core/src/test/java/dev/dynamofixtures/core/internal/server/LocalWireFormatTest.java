package dev.dynamofixtures.core.internal.server;

import static dev.dynamofixtures.core.server.RawHttp.sdkHeaders;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dynamofixtures.core.server.LocalHttpServer;
import dev.dynamofixtures.core.server.RawHttp;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The codec against DynamoDB Local's own server: every response shape Local writes survives our decoder
 * and comes back out of our encoder as the same JSON, byte for byte (field names, member order, number,
 * binary, set and timestamp encodings); error bodies carry the same {@code __type}, {@code Message} and
 * members as Local's for the same failure.
 */
class LocalWireFormatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ITEM = "{\"pk\":{\"S\":\"a\"},\"sk\":{\"N\":\"1.50\"},\"g\":{\"B\":\"AQID\"},"
            + "\"ss\":{\"SS\":[\"b\",\"a\"]},\"ns\":{\"NS\":[\"10\",\"2\"]},\"bs\":{\"BS\":[\"AQ==\",\"AA==\"]},"
            + "\"e\":{\"S\":\"\"},\"m\":{\"M\":{\"x\":{\"NULL\":true},\"l\":{\"L\":[{\"BOOL\":false},{\"N\":\"7\"}]}}}}";
    private static RawHttp local;

    @BeforeAll
    static void seed() throws IOException {
        LocalHttpServer.reset();
        local = new RawHttp(LocalHttpServer.endpoint());
        ok("CreateTable", "{\"TableName\":\"orders\",\"AttributeDefinitions\":[{\"AttributeName\":\"pk\","
                + "\"AttributeType\":\"S\"},{\"AttributeName\":\"sk\",\"AttributeType\":\"N\"},{\"AttributeName\":\"g\","
                + "\"AttributeType\":\"B\"}],\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"},"
                + "{\"AttributeName\":\"sk\",\"KeyType\":\"RANGE\"}],\"BillingMode\":\"PAY_PER_REQUEST\","
                + "\"GlobalSecondaryIndexes\":[{\"IndexName\":\"byG\",\"KeySchema\":[{\"AttributeName\":\"g\","
                + "\"KeyType\":\"HASH\"}],\"Projection\":{\"ProjectionType\":\"INCLUDE\",\"NonKeyAttributes\":[\"ss\"]}}]}");
        ok("CreateTable", "{\"TableName\":\"provisioned\",\"AttributeDefinitions\":[{\"AttributeName\":\"pk\","
                + "\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}],"
                + "\"ProvisionedThroughput\":{\"ReadCapacityUnits\":5,\"WriteCapacityUnits\":5}}");
        ok("PutItem", "{\"TableName\":\"orders\",\"Item\":" + ITEM + "}");
        ok("PutItem", "{\"TableName\":\"orders\",\"Item\":{\"pk\":{\"S\":\"b\"},\"sk\":{\"N\":\"-3\"}}}");
    }

    @AfterAll
    static void close() throws IOException {
        local.close();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "DescribeTable|{\"TableName\":\"orders\"}",
        "DescribeTable|{\"TableName\":\"provisioned\"}",
        "ListTables|{\"Limit\":1}",
        "GetItem|{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"a\"},\"sk\":{\"N\":\"1.5\"}},\"ReturnConsumedCapacity\":\"INDEXES\"}",
        "GetItem|{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"zz\"},\"sk\":{\"N\":\"1\"}}}",
        "PutItem|{\"TableName\":\"orders\",\"Item\":" + "{\"pk\":{\"S\":\"c\"},\"sk\":{\"N\":\"3\"}}"
                + ",\"ReturnConsumedCapacity\":\"TOTAL\",\"ReturnItemCollectionMetrics\":\"SIZE\"}",
        "UpdateItem|{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"c\"},\"sk\":{\"N\":\"3\"}},"
                + "\"UpdateExpression\":\"SET n = :n\",\"ExpressionAttributeValues\":{\":n\":{\"N\":\"7.0\"}},"
                + "\"ReturnValues\":\"ALL_NEW\"}",
        "DeleteItem|{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"c\"},\"sk\":{\"N\":\"3\"}},\"ReturnValues\":\"ALL_OLD\"}",
        "Query|{\"TableName\":\"orders\",\"KeyConditionExpression\":\"pk = :p\",\"ExpressionAttributeValues\":"
                + "{\":p\":{\"S\":\"a\"}},\"ReturnConsumedCapacity\":\"TOTAL\"}",
        "Query|{\"TableName\":\"orders\",\"IndexName\":\"byG\",\"KeyConditionExpression\":\"g = :g\","
                + "\"ExpressionAttributeValues\":{\":g\":{\"B\":\"AQID\"}},\"Select\":\"COUNT\"}",
        "Scan|{\"TableName\":\"orders\",\"Limit\":1}",
        "BatchWriteItem|{\"RequestItems\":{\"orders\":[{\"PutRequest\":{\"Item\":{\"pk\":{\"S\":\"d\"},"
                + "\"sk\":{\"N\":\"4\"}}}}]},\"ReturnConsumedCapacity\":\"TOTAL\"}",
        "BatchGetItem|{\"RequestItems\":{\"orders\":{\"Keys\":[{\"pk\":{\"S\":\"a\"},\"sk\":{\"N\":\"1.5\"}}]}}}",
        "TransactGetItems|{\"TransactItems\":[{\"Get\":{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"a\"},"
                + "\"sk\":{\"N\":\"1.5\"}}}},{\"Get\":{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"zz\"},"
                + "\"sk\":{\"N\":\"1\"}}}}]}",
        "TransactWriteItems|{\"TransactItems\":[{\"Put\":{\"TableName\":\"orders\",\"Item\":{\"pk\":{\"S\":\"e\"},"
                + "\"sk\":{\"N\":\"5\"}}}}],\"ReturnConsumedCapacity\":\"TOTAL\"}",
        "UpdateTimeToLive|{\"TableName\":\"provisioned\",\"TimeToLiveSpecification\":{\"Enabled\":true,"
                + "\"AttributeName\":\"expires\"}}",
        "DescribeTimeToLive|{\"TableName\":\"orders\"}",
        "UpdateTable|{\"TableName\":\"provisioned\",\"ProvisionedThroughput\":{\"ReadCapacityUnits\":6,"
                + "\"WriteCapacityUnits\":5}}",
    })
    void every_response_dynamodb_local_writes_is_written_back_identically(String operation, String request)
            throws Exception {
        // given
        RawHttp.Response response = local.post(sdkHeaders(operation), request);
        assertThat(response.status()).as(response.body()).isEqualTo(200);

        // when
        Object decoded = SdkJsonDecoder.decode(response.bytes(), responseBuilder(operation));
        byte[] encoded = SdkJsonEncoder.encode((SdkPojo) decoded);

        // then
        assertThat(new String(encoded, StandardCharsets.UTF_8)).isEqualTo(response.body());
    }

    @Test
    void create_and_delete_table_responses_are_written_back_identically() throws Exception {
        // given
        RawHttp.Response created = local.post(sdkHeaders("CreateTable"), "{\"TableName\":\"scratch\","
                + "\"AttributeDefinitions\":[{\"AttributeName\":\"k\",\"AttributeType\":\"N\"}],\"KeySchema\":"
                + "[{\"AttributeName\":\"k\",\"KeyType\":\"HASH\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}");
        RawHttp.Response deleted = local.post(sdkHeaders("DeleteTable"), "{\"TableName\":\"scratch\"}");

        // then
        for (var pair : List.of(List.of("CreateTable", created), List.of("DeleteTable", deleted))) {
            RawHttp.Response response = (RawHttp.Response) pair.get(1);
            Object decoded = SdkJsonDecoder.decode(response.bytes(), responseBuilder((String) pair.get(0)));
            assertThat(new String(SdkJsonEncoder.encode((SdkPojo) decoded), StandardCharsets.UTF_8))
                    .isEqualTo(response.body());
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "PutItem|{\"TableName\":\"orders\",\"Item\":{\"pk\":{\"S\":\"a\"},\"sk\":{\"N\":\"1.5\"}},"
                + "\"ConditionExpression\":\"attribute_not_exists(pk)\",\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\"}",
        "PutItem|{\"TableName\":\"orders\",\"Item\":{\"pk\":{\"S\":\"a\"},\"sk\":{\"N\":\"1.5\"}},"
                + "\"ConditionExpression\":\"attribute_not_exists(pk)\"}",
        "TransactWriteItems|{\"TransactItems\":[{\"ConditionCheck\":{\"TableName\":\"orders\",\"Key\":{\"pk\":"
                + "{\"S\":\"a\"},\"sk\":{\"N\":\"1.5\"}},\"ConditionExpression\":\"attribute_not_exists(pk)\","
                + "\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\"}},{\"Put\":{\"TableName\":\"orders\","
                + "\"Item\":{\"pk\":{\"S\":\"f\"},\"sk\":{\"N\":\"1\"}}}}]}",
        "GetItem|{\"TableName\":\"missing\",\"Key\":{\"pk\":{\"S\":\"a\"}}}",
        "GetItem|{\"TableName\":\"orders\",\"Key\":{\"pk\":{\"S\":\"a\"}}}",
        "CreateTable|{\"TableName\":\"orders\",\"AttributeDefinitions\":[{\"AttributeName\":\"pk\",\"AttributeType\":"
                + "\"S\"}],\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}",
    })
    void every_error_is_written_as_dynamodb_local_writes_it(String operation, String request) throws Exception {
        // given: the raw error body, and the exception the SDK makes of the same failure
        RawHttp.Response raw = local.post(sdkHeaders(operation), request);
        SdkRequest sdkRequest = (SdkRequest) SdkJsonDecoder.decode(request.getBytes(StandardCharsets.UTF_8),
                OperationTable.of(LocalHttpServer.client()).find(operation).orElseThrow().newRequestBuilder());
        DynamoDbException exception = catchThrowableOfType(DynamoDbException.class,
                () -> OperationTable.of(LocalHttpServer.client()).find(operation).orElseThrow().invoke(sdkRequest));

        // when
        WireError ours = WireError.of(exception, "ID");

        // then
        assertThat(ours.status()).isEqualTo(raw.status());
        assertThat(JSON.readTree(ours.body())).isEqualTo(JSON.readTree(raw.body()));
    }

    private static void ok(String operation, String body) throws IOException {
        RawHttp.Response response = local.post(sdkHeaders(operation), body);
        assertThat(response.status()).as(response.body()).isEqualTo(200);
    }

    private static SdkPojo responseBuilder(String operation) throws ReflectiveOperationException {
        Class<?> type = Class.forName("software.amazon.awssdk.services.dynamodb.model." + operation + "Response");
        return (SdkPojo) type.getMethod("builder").invoke(null);
    }
}
