package dev.dynamofixtures.core.server;

import static dev.dynamofixtures.core.server.RawHttp.sdkHeaders;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dynamofixtures.core.internal.server.DynamoHttpServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;

/** The JSON 1.0 protocol at the HTTP level: headers, routing, and every way a request can be wrong. */
class ProtocolTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CannedClient canned = new CannedClient()
            .answer("ListTables", ListTablesResponse.builder().tableNames("orders").build());
    private DynamoHttpServer server;
    private RawHttp http;

    @BeforeEach
    void start() throws IOException {
        server = DynamoHttpServer.start(canned.client(), 0);
        http = new RawHttp(server.endpoint());
    }

    @AfterEach
    void stop() throws IOException {
        http.close();
        server.close();
    }

    @Test
    void a_signed_request_is_answered_with_a_request_id_a_crc32_and_the_json_content_type() throws IOException {
        // when
        RawHttp.Response response = http.post(sdkHeaders("ListTables"), "{}");

        // then
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"TableNames\":[\"orders\"]}");
        assertThat(response.header("x-amzn-RequestId")).matches("[A-Z0-9]{52}");
        assertThat(response.header("x-amz-crc32")).isEqualTo(Long.toString(crc32(response.bytes())));
        assertThat(response.header("Content-Type")).isEqualTo("application/x-amz-json-1.0");
    }

    @Test
    void a_request_without_authorization_is_refused_as_dynamodb_local_refuses_it() throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("NoSuchOperation");
        headers.remove("Authorization");

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#MissingAuthenticationToken",
                "Request must contain either a valid (registered) AWS access key ID or X.509 certificate.");
    }

    @Test
    void any_authorization_header_is_accepted_without_checking_the_signature() throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.put("Authorization", "AWS4-HMAC-SHA256 Credential=someone-else, Signature=nonsense");

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertThat(response.status()).isEqualTo(200);
    }

    @Test
    void a_request_without_a_target_is_refused_naming_the_header() throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.remove("X-Amz-Target");

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "Missing X-Amz-Target header: it names the operation, e.g. DynamoDB_20120810.GetItem");
    }

    @Test
    void an_unknown_operation_is_refused_as_dynamodb_local_refuses_it() throws IOException {
        // when
        RawHttp.Response response = http.post(sdkHeaders("FlyToTheMoon"), "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "An unknown operation was requested.");
    }

    @Test
    void a_target_of_another_service_is_an_invalid_action_as_in_dynamodb_local() throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.put("X-Amz-Target", "AmazonSQS.ListQueues");

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#InvalidAction",
                "The action or operation requested is invalid. Verify that the action is typed correctly.");
    }

    @Test
    void an_operation_the_engine_does_not_support_is_an_unknown_operation_naming_it() throws IOException {
        // when
        RawHttp.Response response = http.post(sdkHeaders("CreateBackup"), "{\"TableName\":\"t\",\"BackupName\":\"b\"}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "DynamoDB operation CreateBackup is not supported by the Dynamo Fixtures in-memory engine.");
    }

    @Test
    void a_streams_operation_is_refused_naming_it() throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.put("X-Amz-Target", "DynamoDBStreams_20120810.ListStreams");

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "DynamoDB Streams operation ListStreams is not supported by the Dynamo Fixtures in-memory engine");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "application/xml"})
    void a_wrong_content_type_is_refused_naming_it(String contentType) throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.put("Content-Type", contentType);

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "DynamoDB's JSON protocol takes Content-Type application/x-amz-json-1.0, not Content-Type '"
                        + contentType + "'");
    }

    @Test
    void a_request_without_a_content_type_is_refused() throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.remove("Content-Type");

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "DynamoDB's JSON protocol takes Content-Type application/x-amz-json-1.0, not no Content-Type");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"application/json", "application/x-amz-json-1.0; charset=UTF-8", "Application/X-Amz-Json-1.0"})
    void the_json_content_types_the_service_accepts_are_accepted(String contentType) throws IOException {
        // given
        Map<String, String> headers = sdkHeaders("ListTables");
        headers.put("Content-Type", contentType);

        // when
        RawHttp.Response response = http.post(headers, "{}");

        // then
        assertThat(response.status()).isEqualTo(200);
    }

    @Test
    void malformed_json_is_a_serialization_error_not_a_server_error() throws IOException {
        // when
        RawHttp.Response response = http.post(sdkHeaders("ListTables"), "{\"Limit\": ");

        // then
        assertThat(response.status()).isEqualTo(400);
        JsonNode error = JSON.readTree(response.body());
        assertThat(error.get("__type").asText()).isEqualTo("com.amazon.coral.service#SerializationException");
        assertThat(error.get("Message").asText()).startsWith("Malformed JSON in the request body: Unexpected end-of-input");
    }

    @Test
    void a_member_of_the_wrong_type_is_a_serialization_error_naming_it() throws IOException {
        // when
        RawHttp.Response response = http.post(sdkHeaders("ListTables"), "{\"Limit\":{\"n\":1}}");

        // then
        assertError(response, 400, "com.amazon.coral.service#SerializationException",
                "Invalid value for 'Limit': expected a number, found an object");
    }

    @Test
    void a_get_request_is_refused() throws IOException {
        // when
        RawHttp.Response response = http.send("GET", sdkHeaders("ListTables"), new byte[0]);

        // then
        assertError(response, 400, "com.amazonaws.dynamodb.v20120810#UnknownOperationException",
                "DynamoDB's JSON protocol takes POST requests, not GET");
    }

    @Test
    void a_body_over_16_mb_is_refused_with_413_and_the_connection_still_answers() throws IOException {
        // given
        byte[] body = new byte[16 * 1024 * 1024 + 1];
        Arrays.fill(body, (byte) ' ');

        // when
        RawHttp.Response response = http.send("POST", sdkHeaders("ListTables"), body);

        // then
        assertError(response, 413, "com.amazon.coral.validate#ValidationException",
                "The request body is 16777217 bytes; DynamoDB accepts at most 16777216 bytes (16 MB) per request");
    }

    @Test
    void a_chunked_body_over_16_mb_is_refused_with_413_too() throws Exception {
        // given
        byte[] body = new byte[16 * 1024 * 1024 + 10];
        Arrays.fill(body, (byte) ' ');
        HttpRequest.Builder request = HttpRequest.newBuilder(server.endpoint())
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)));
        sdkHeaders("ListTables").forEach(request::header);

        // when
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(request.build(), HttpResponse.BodyHandlers.ofString());

        // then
        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(JSON.readTree(response.body()).get("Message").asText())
                .isEqualTo("The request body is more than 16777216 bytes; DynamoDB accepts at most 16777216 bytes "
                        + "(16 MB) per request");
    }

    @Test
    void one_connection_serves_many_requests_in_a_row() throws IOException {
        // given
        Set<String> requestIds = new HashSet<>();

        // when
        for (int i = 0; i < 300; i++) {
            RawHttp.Response response = http.post(sdkHeaders("ListTables"), "{}");
            assertThat(response.status()).isEqualTo(200);
            requestIds.add(response.header("x-amzn-RequestId"));
        }

        // then
        assertThat(requestIds).hasSize(300);
    }

    private static void assertError(RawHttp.Response response, int status, String type, String message)
            throws IOException {
        assertThat(response.status()).as(response.body()).isEqualTo(status);
        JsonNode error = JSON.readTree(response.body());
        assertThat(error.get("__type").asText()).isEqualTo(type);
        assertThat(error.get("Message").asText()).isEqualTo(message);
        assertThat(response.header("x-amzn-RequestId")).matches("[A-Z0-9]{52}");
        assertThat(response.header("x-amz-crc32")).isEqualTo(Long.toString(crc32(response.bytes())));
    }

    private static long crc32(byte[] body) {
        CRC32 crc = new CRC32();
        crc.update(body);
        return crc.getValue();
    }
}
