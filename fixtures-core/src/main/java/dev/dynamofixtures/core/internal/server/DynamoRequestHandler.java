package dev.dynamofixtures.core.internal.server;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.dynamofixtures.core.internal.server.OperationTable.Operation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Answers one HTTP exchange in DynamoDB's JSON 1.0 protocol: checks the request as DynamoDB Local does
 * (size, Authorization, target), decodes the body into the operation's SDK request, calls the engine's
 * client, and writes the response or error with {@code x-amzn-RequestId} and {@code x-amz-crc32}.
 *
 * <p>Every failure becomes a DynamoDB error response; a connection is never left without an answer.
 * Signatures are not verified: any Authorization header is accepted.
 */
final class DynamoRequestHandler implements HttpHandler {
    static final String CONTENT_TYPE = "application/x-amz-json-1.0";
    private static final String TARGET_PREFIX = "DynamoDB_20120810.";
    private static final String STREAMS_PREFIX = "DynamoDBStreams_20120810.";
    private static final long DRAIN_LIMIT = 64L * 1024 * 1024;
    private static final char[] ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();
    private static final System.Logger LOG = System.getLogger(DynamoRequestHandler.class.getName());

    private final OperationTable operations;
    /** The DynamoDB Streams operations, or null where the endpoint serves none. */
    private final OperationTable streams;

    DynamoRequestHandler(OperationTable operations) {
        this(operations, null);
    }

    DynamoRequestHandler(OperationTable operations, OperationTable streams) {
        this.operations = operations;
        this.streams = streams;
    }

    @Override
    public void handle(HttpExchange exchange) {
        try {
            Reply reply = answer(exchange);
            send(exchange, reply);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "The client went away before its answer was sent", e);
        } finally {
            exchange.close();
        }
    }

    private Reply answer(HttpExchange exchange) throws IOException {
        String requestId = newRequestId();
        try {
            Headers headers = exchange.getRequestHeaders();
            byte[] body = readBody(exchange.getRequestBody(), headers, requestId);
            checkAuthorization(headers, requestId);
            checkMethod(exchange.getRequestMethod(), requestId);
            checkContentType(headers.getFirst("Content-Type"), requestId);
            Operation operation = operation(headers.getFirst("X-Amz-Target"), requestId);
            Object request = SdkJsonDecoder.decode(body, operation.newRequestBuilder());
            SdkPojo response = operation.invoke(request);
            return new Reply(200, SdkJsonEncoder.encode(response), requestId);
        } catch (Refusal refusal) {
            return Reply.of(refusal.error);
        } catch (MalformedRequestException e) {
            return Reply.of(WireError.serialization(e.getMessage(), requestId));
        } catch (DynamoDbException e) {
            return Reply.of(WireError.of(e, requestId));
        } catch (UnsupportedOperationException e) {
            return Reply.of(WireError.unknownOperation(e.getMessage(), requestId));
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Request " + requestId + " failed inside the endpoint", e);
            return Reply.of(WireError.internal(requestId));
        }
    }

    private static byte[] readBody(InputStream in, Headers headers, String requestId) throws IOException {
        long declared = contentLength(headers.getFirst("Content-Length"));
        if (declared > WireError.MAX_REQUEST_BYTES) {
            drain(in);
            throw new Refusal(WireError.requestTooLarge(declared, requestId));
        }
        byte[] body = in.readNBytes((int) WireError.MAX_REQUEST_BYTES + 1);
        if (body.length > WireError.MAX_REQUEST_BYTES) {
            drain(in);
            throw new Refusal(WireError.requestTooLarge(-1, requestId));
        }
        return body;
    }

    private static long contentLength(String header) {
        try {
            return header == null ? -1 : Long.parseLong(header.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Reads and discards what is left of an oversized body, so the client can read the answer. */
    private static void drain(InputStream in) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long left = DRAIN_LIMIT;
        int read;
        while (left > 0 && (read = in.read(buffer)) >= 0) {
            left -= read;
        }
    }

    private static void checkAuthorization(Headers headers, String requestId) {
        String authorization = headers.getFirst("Authorization");
        if (authorization == null || authorization.isBlank()) {
            throw new Refusal(WireError.missingAuthenticationToken(requestId));
        }
    }

    private static void checkMethod(String method, String requestId) {
        if (!"POST".equals(method)) {
            throw new Refusal(WireError.unknownOperation("DynamoDB's JSON protocol takes POST requests, not "
                    + method, requestId));
        }
    }

    private static void checkContentType(String contentType, String requestId) {
        String mediaType = contentType == null ? "" : contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        if (!mediaType.equals(CONTENT_TYPE) && !mediaType.equals("application/json")) {
            String found = contentType == null ? "no Content-Type" : "Content-Type '" + contentType + "'";
            throw new Refusal(WireError.unknownOperation("DynamoDB's JSON protocol takes Content-Type "
                    + CONTENT_TYPE + ", not " + found, requestId));
        }
    }

    private Operation operation(String target, String requestId) {
        if (target == null || target.isBlank()) {
            throw new Refusal(WireError.unknownOperation("Missing X-Amz-Target header: it names the operation, "
                    + "e.g. " + TARGET_PREFIX + "GetItem", requestId));
        }
        if (target.startsWith(STREAMS_PREFIX) && streams != null) {
            return streams.find(target.substring(STREAMS_PREFIX.length()))
                    .orElseThrow(() -> new Refusal(WireError.unknownOperation(requestId)));
        }
        if (target.startsWith(STREAMS_PREFIX)) {
            throw new Refusal(WireError.unknownOperation("DynamoDB Streams operation "
                    + target.substring(STREAMS_PREFIX.length()) + " is not supported by the Dynamo Fixtures "
                    + "in-memory engine", requestId));
        }
        if (!target.startsWith(TARGET_PREFIX)) {
            throw new Refusal(WireError.invalidAction(requestId));
        }
        return operations.find(target.substring(TARGET_PREFIX.length()))
                .orElseThrow(() -> new Refusal(WireError.unknownOperation(requestId)));
    }

    private static void send(HttpExchange exchange, Reply reply) throws IOException {
        Headers headers = exchange.getResponseHeaders();
        headers.set("x-amzn-RequestId", reply.requestId());
        headers.set("Content-Type", CONTENT_TYPE);
        headers.set("x-amz-crc32", Long.toString(crc32(reply.body())));
        exchange.sendResponseHeaders(reply.status(), reply.body().length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(reply.body());
        }
    }

    static long crc32(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return crc.getValue();
    }

    /** A request id in the service's form: 52 upper-case letters and digits. */
    static String newRequestId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        char[] id = new char[52];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_CHARS[random.nextInt(ID_CHARS.length)];
        }
        return new String(id);
    }

    /** What goes back: status, JSON body, request id. */
    private record Reply(int status, byte[] body, String requestId) {
        static Reply of(WireError error) {
            return new Reply(error.status(), error.body(), error.requestId());
        }
    }

    /** A request refused before it reaches an operation. */
    private static final class Refusal extends RuntimeException {
        private final transient WireError error;

        Refusal(WireError error) {
            super(error.message(), null, false, false);
            this.error = error;
        }
    }
}
