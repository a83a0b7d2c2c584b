/**
 * Not API. The HTTP endpoint: DynamoDB's JSON 1.0 protocol over the JDK's built-in HTTP server, decoding
 * requests into the SDK's model classes, calling the engine's {@code DynamoDbClient} adapter, and encoding
 * its responses and exceptions as the service does. Only {@code InMemoryDynamo} depends on this package.
 */
package dev.dynamofixtures.core.internal.server;
