/**
 * Not API. The backends other than the in-memory engine ({@link dev.dynamofixtures.junit.internal.backend.RemoteBackend}:
 * DynamoDB Local in-process, DynamoDB Local in a container, any endpoint) and the table-name mapping
 * ({@link dev.dynamofixtures.junit.internal.backend.TableNames}) that lets test code keep its production table names
 * on a shared server. DynamoDB Local and Testcontainers are optional: the classes that touch them are loaded only
 * when a user picks their backend.
 */
package dev.dynamofixtures.junit.internal.backend;
