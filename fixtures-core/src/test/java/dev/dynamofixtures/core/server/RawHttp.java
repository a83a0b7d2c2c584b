package dev.dynamofixtures.core.server;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One HTTP/1.1 connection driven by hand, for protocol edge cases an SDK never produces (no Authorization,
 * a wrong Content-Type, broken JSON) and for proving keep-alive: every request goes over the same socket.
 */
public final class RawHttp implements AutoCloseable {
    /** The headers an SDK sends for {@code operation}, minus the ones a test wants to vary. */
    public static Map<String, String> sdkHeaders(String operation) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/x-amz-json-1.0");
        headers.put("X-Amz-Target", "DynamoDB_20120810." + operation);
        headers.put("X-Amz-Date", "20250101T000000Z");
        headers.put("Authorization", "AWS4-HMAC-SHA256 Credential=fixtures/20250101/us-east-1/dynamodb/aws4_request, "
                + "SignedHeaders=host;x-amz-date;x-amz-target, Signature=0000");
        return headers;
    }

    private final URI endpoint;
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    public RawHttp(URI endpoint) throws IOException {
        this.endpoint = endpoint;
        this.socket = new Socket(endpoint.getHost(), endpoint.getPort());
        this.socket.setSoTimeout(30_000);
        this.in = new BufferedInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
    }

    public Response post(Map<String, String> headers, String body) throws IOException {
        return send("POST", headers, body.getBytes(StandardCharsets.UTF_8));
    }

    public Response send(String method, Map<String, String> headers, byte[] body) throws IOException {
        StringBuilder head = new StringBuilder(method + " / HTTP/1.1\r\n");
        head.append("Host: ").append(endpoint.getHost()).append(':').append(endpoint.getPort()).append("\r\n");
        headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        head.append("Content-Length: ").append(body.length).append("\r\n\r\n");
        ByteArrayOutputStream request = new ByteArrayOutputStream(head.length() + body.length);
        request.writeBytes(head.toString().getBytes(StandardCharsets.US_ASCII));
        request.writeBytes(body);
        out.write(request.toByteArray());
        out.flush();
        return read();
    }

    private Response read() throws IOException {
        String statusLine = line();
        int status = Integer.parseInt(statusLine.split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line = line(); !line.isEmpty(); line = line()) {
            int colon = line.indexOf(':');
            headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        byte[] body = in.readNBytes(length);
        return new Response(status, headers, new String(body, StandardCharsets.UTF_8), body);
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != '\n') {
            if (b < 0) {
                throw new IOException("connection closed by the server");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /** A response: status, headers by lower-case name, body. */
    public record Response(int status, Map<String, String> headers, String body, byte[] bytes) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }
}
