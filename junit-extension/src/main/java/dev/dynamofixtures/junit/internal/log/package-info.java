/**
 * The operation log of the remote backends ({@code dynamodb-local}, {@code testcontainers}, {@code endpoint}): the
 * calls made through a fixture's clients, recorded by a proxy around them. Not API: use
 * {@link dev.dynamofixtures.core.log.OperationLog} through {@code DynamoFixtureContext.operations()}.
 */
package dev.dynamofixtures.junit.internal.log;
