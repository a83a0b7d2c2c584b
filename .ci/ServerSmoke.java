import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * CI smoke test of the README's main job: waits for the standalone server on the given port, then sends
 * CreateTable, PutItem and ListTables over DynamoDB's JSON protocol and checks the answers. JDK only.
 */
public class ServerSmoke {
    public static void main(String[] args) throws Exception {
        String endpoint = "http://127.0.0.1:" + args[0] + "/";
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + Duration.ofSeconds(Integer.parseInt(args[1])).toNanos();
        while (true) {
            try {
                call(http, endpoint, "ListTables", "{}");
                break;
            } catch (java.io.IOException notYet) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the server did not answer on " + endpoint, notYet);
                }
                Thread.sleep(500);
            }
        }
        expect(call(http, endpoint, "CreateTable", "{\"TableName\":\"smoke\",\"BillingMode\":\"PAY_PER_REQUEST\","
                + "\"AttributeDefinitions\":[{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"}],"
                + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}]}"), "\"TableStatus\":\"ACTIVE\"");
        expect(call(http, endpoint, "PutItem", "{\"TableName\":\"smoke\",\"Item\":{\"pk\":{\"S\":\"a\"},\"n\":{\"N\":\"1.50\"}}}"), "{}");
        expect(call(http, endpoint, "GetItem", "{\"TableName\":\"smoke\",\"Key\":{\"pk\":{\"S\":\"a\"}}}"), "\"N\":\"1.5\"");
        expect(call(http, endpoint, "ListTables", "{}"), "\"TableNames\":[\"smoke\"]");
        System.out.println("standalone server answered CreateTable, PutItem, GetItem and ListTables on " + endpoint);
    }

    private static String call(HttpClient http, String endpoint, String operation, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(endpoint))
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Target", "DynamoDB_20120810." + operation)
                .header("Authorization", "AWS4-HMAC-SHA256 Credential=smoke/20261122/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(operation + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    private static void expect(String body, String fragment) {
        if (!body.contains(fragment)) {
            throw new IllegalStateException("expected " + fragment + " in " + body);
        }
    }
}
