package dev.dynamofixtures.junit.internal.log;

import dev.dynamofixtures.core.internal.ops.RequestFacts;
import dev.dynamofixtures.core.log.PartitionWrite;
import dev.dynamofixtures.junit.internal.log.TableSchemas.Schema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Records the calls of a client into the log its database has when each call starts. {@link #start} prepares the
 * request to send (asking for INDEXES capacity, {@link ConsumedCapacities}) and, for a write, looks up the schemas of
 * its tables ({@link TableSchemas}, through a client that records nothing); the {@link Call} it returns then records
 * the response, cut back to the capacity the code asked for, or the failure.
 *
 * <p>Partition writes come from the request: the table partition of every item a successful write wrote, and the
 * secondary-index partitions of the whole items it put (PutItem, the puts of BatchWriteItem and TransactWriteItems),
 * for each index whose key attributes the item has. UpdateItem and DeleteItem name only a key, so only their table
 * partition is known here (the in-memory engine knows their index partitions too); PartiQL writes have none.
 * Unprocessed items of a BatchWriteItem were not written and are left out.
 */
public final class CallRecorder {
    private final Supplier<RemoteOperationLog> log;

    /** A recorder into the log {@code log} gives when each call starts. */
    public CallRecorder(Supplier<RemoteOperationLog> log) {
        this.log = Objects.requireNonNull(log, "log");
    }

    /** A call of {@code request} starting: what to send, and where its outcome goes. */
    Call start(DynamoDbRequest request) {
        RemoteOperationLog target = log.get();
        Map<String, Optional<Schema>> schemas = new HashMap<>();
        if (isWrite(request)) {
            for (String table : CallFacts.tableNames(request)) {
                schemas.put(table, target.schemas().of(table));
            }
        }
        return new Call(target, request, ConsumedCapacities.toSend(request), schemas);
    }

    private static boolean isWrite(DynamoDbRequest request) {
        return request instanceof PutItemRequest || request instanceof UpdateItemRequest
                || request instanceof DeleteItemRequest || request instanceof BatchWriteItemRequest
                || request instanceof TransactWriteItemsRequest;
    }

    /** One call under way. */
    static final class Call {
        private final RemoteOperationLog log;
        private final DynamoDbRequest request;
        private final DynamoDbRequest toSend;
        private final Map<String, Optional<Schema>> schemas;

        private Call(RemoteOperationLog log, DynamoDbRequest request, DynamoDbRequest toSend,
                     Map<String, Optional<Schema>> schemas) {
            this.log = log;
            this.request = request;
            this.toSend = toSend;
            this.schemas = schemas;
        }

        /** The request to send to the server. */
        DynamoDbRequest toSend() {
            return toSend;
        }

        /** Records the answer, and returns it with the consumed capacity the code asked for. */
        <R extends SdkResponse> R completed(R response) {
            forgetChangedSchemas();
            log.add(sequence -> new RemoteCall(sequence, CallFacts.operation(request), request,
                    CallFacts.tableNames(request), CallFacts.indexName(request), CallFacts.keyConditionShape(request),
                    CallFacts.itemsRead(response), CallFacts.itemsReturned(response), CallFacts.hasMorePages(response),
                    CallFacts.continuesEarlierPage(request), ConsumedCapacities.of(response),
                    partitionWrites(response), Optional.empty(), Optional.empty()));
            return ConsumedCapacities.asAsked(response, ConsumedCapacities.asked(request));
        }

        /** Records the failure {@code failure} (returned as is). */
        Throwable failed(Throwable failure) {
            forgetChangedSchemas();
            Throwable cause = unwrap(failure);
            String code;
            String message;
            if (cause instanceof AwsServiceException service && service.awsErrorDetails() != null) {
                code = service.awsErrorDetails().errorCode();
                message = service.awsErrorDetails().errorMessage();
            } else {
                code = null;
                message = null;
            }
            String errorCode = code == null || code.isBlank() ? cause.getClass().getSimpleName() : code;
            String errorMessage = message == null ? cause.getMessage() : message;
            log.add(sequence -> new RemoteCall(sequence, CallFacts.operation(request), request,
                    CallFacts.tableNames(request), CallFacts.indexName(request), CallFacts.keyConditionShape(request),
                    OptionalInt.empty(), OptionalInt.empty(), false, CallFacts.continuesEarlierPage(request),
                    List.of(), List.of(), Optional.of(errorCode), Optional.ofNullable(errorMessage)));
            return failure;
        }

        private void forgetChangedSchemas() {
            if (request instanceof CreateTableRequest create) {
                log.schemas().forget(create.tableName());
            } else if (request instanceof UpdateTableRequest update) {
                log.schemas().forget(update.tableName());
            } else if (request instanceof DeleteTableRequest delete) {
                log.schemas().forget(delete.tableName());
            }
        }

        private List<PartitionWrite> partitionWrites(SdkResponse response) {
            List<PartitionWrite> writes = new ArrayList<>();
            if (request instanceof PutItemRequest put) {
                schema(put.tableName()).ifPresent(s -> writes.addAll(s.itemWrites(put.tableName(), put.item())));
            } else if (request instanceof UpdateItemRequest update) {
                schema(update.tableName()).ifPresent(s -> writes.addAll(s.tableWrite(update.tableName(), update.key())));
            } else if (request instanceof DeleteItemRequest delete) {
                schema(delete.tableName()).ifPresent(s -> writes.addAll(s.tableWrite(delete.tableName(), delete.key())));
            } else if (request instanceof BatchWriteItemRequest batch) {
                Map<String, List<WriteRequest>> unprocessed = ((BatchWriteItemResponse) response).unprocessedItems();
                batch.requestItems().forEach((table, requests) -> schema(table).ifPresent(s -> {
                    List<WriteRequest> skipped = unprocessed.getOrDefault(table, List.of());
                    for (WriteRequest write : requests) {
                        if (skipped.contains(write)) {
                            continue;
                        }
                        if (write.putRequest() != null) {
                            writes.addAll(s.itemWrites(table, write.putRequest().item()));
                        } else if (write.deleteRequest() != null) {
                            writes.addAll(s.tableWrite(table, write.deleteRequest().key()));
                        }
                    }
                }));
            } else if (request instanceof TransactWriteItemsRequest transaction) {
                for (TransactWriteItem item : transaction.transactItems()) {
                    String table = RequestFacts.transactionTable(item);
                    Optional<Schema> schema = table == null ? Optional.empty() : schema(table);
                    if (schema.isEmpty()) {
                        continue;
                    }
                    if (item.put() != null) {
                        writes.addAll(schema.get().itemWrites(table, item.put().item()));
                    } else if (item.update() != null) {
                        writes.addAll(schema.get().tableWrite(table, item.update().key()));
                    } else if (item.delete() != null) {
                        writes.addAll(schema.get().tableWrite(table, item.delete().key()));
                    }
                }
            }
            return writes;
        }

        private Optional<Schema> schema(String table) {
            return schemas.getOrDefault(table, Optional.empty());
        }

        private static Throwable unwrap(Throwable failure) {
            Throwable cause = failure;
            while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                    && cause.getCause() != null) {
                cause = cause.getCause();
            }
            return cause;
        }
    }
}
