package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;
import dev.dynamofixtures.core.internal.storage.ChangeRecord;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.SequenceNumberRange;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.Stream;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * The DynamoDB Streams API over the streams the tables of a database value keep: ListStreams, DescribeStream,
 * GetShardIterator and GetRecords, with DynamoDB Local's errors.
 *
 * <p>Every stream has one shard, open while the stream is enabled and closed (with an ending sequence number) once
 * it is disabled. Sequence numbers count a stream's records from 1, written as DynamoDB Local writes them (21
 * digits, zero-padded). A shard iterator is a position in a shard (as in the service, it can be used again), valid
 * for 15 minutes by the engine's clock; it names the stream, so it works on any fork that has the stream.
 */
public final class StreamOperations {
    /** How long a shard iterator may be used, as in the service. */
    static final Duration ITERATOR_LIFETIME = Duration.ofMinutes(15);
    private static final int MAX_LIMIT = 1000;
    private static final DateTimeFormatter EXPIRY_TIME =
            DateTimeFormatter.ofPattern("EEE MMM dd HH:mm:ss 'UTC' yyyy", Locale.ROOT).withZone(ZoneOffset.UTC);

    private StreamOperations() {
    }

    /** A stream with its table's name and key schema (the table may have been deleted since). */
    private record Found(String tableName, List<KeySchemaElement> key, TableStream stream) {
        static Found of(Table table, TableStream stream) {
            return new Found(table.name(), table.definition().description().keySchema(), stream);
        }

        static Found of(Database.DeletedStream deleted) {
            List<KeySchemaElement> key = new ArrayList<>();
            deleted.key().hash().forEach(a -> key.add(KeySchemaElement.builder().attributeName(a.name())
                    .keyType(KeyType.HASH).build()));
            deleted.key().range().forEach(a -> key.add(KeySchemaElement.builder().attributeName(a.name())
                    .keyType(KeyType.RANGE).build()));
            return new Found(deleted.tableName(), key, deleted.stream());
        }
    }

    static ListStreamsResponse listStreams(Database db, ListStreamsRequest request) {
        Integer limit = request.limit();
        if (limit != null && limit < 1) {
            throw limitTooSmall(limit);
        }
        List<Found> all = new ArrayList<>();
        for (String name : db.tableNames()) {
            if (request.tableName() != null && !request.tableName().equals(name)) {
                continue;
            }
            Table table = db.table(name).orElseThrow();
            table.streams().forEach(stream -> all.add(Found.of(table, stream)));
        }
        for (Database.DeletedStream deleted : db.deletedStreams()) {
            if (request.tableName() == null || request.tableName().equals(deleted.tableName())) {
                all.add(Found.of(deleted));
            }
        }
        all.sort(Comparator.comparing((Found f) -> f.stream().created()).reversed()
                .thenComparing(Found::tableName));
        int start = 0;
        if (request.exclusiveStartStreamArn() != null) {
            for (int i = 0; i < all.size(); i++) {
                if (all.get(i).stream().arn().equals(request.exclusiveStartStreamArn())) {
                    start = i + 1;
                }
            }
        }
        int end = limit == null ? all.size() : Math.min(all.size(), start + limit);
        List<Stream> streams = new ArrayList<>();
        for (Found found : all.subList(start, end)) {
            streams.add(Stream.builder().streamArn(found.stream().arn()).tableName(found.tableName())
                    .streamLabel(found.stream().label()).build());
        }
        ListStreamsResponse.Builder response = ListStreamsResponse.builder().streams(streams);
        if (end < all.size()) {
            response.lastEvaluatedStreamArn(all.get(end - 1).stream().arn());
        }
        return response.build();
    }

    static DescribeStreamResponse describeStream(Database db, DescribeStreamRequest request) {
        Integer limit = request.limit();
        if (limit != null && limit < 1) {
            throw limitTooSmall(limit);
        }
        String arn = request.streamArn();
        Found found = find(db, arn).orElseThrow(() -> DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found: Stream: " + arn + " not found"));
        TableStream stream = found.stream();
        List<KeySchemaElement> key = found.key();
        String shardId = shardId(stream);
        List<Shard> shards = new ArrayList<>();
        if (!shardId.equals(request.exclusiveStartShardId())) {
            SequenceNumberRange.Builder range = SequenceNumberRange.builder()
                    .startingSequenceNumber(sequenceNumber(1));
            if (!stream.enabled()) {
                range.endingSequenceNumber(sequenceNumber(Math.max(1, stream.recordCount())));
            }
            shards.add(Shard.builder().shardId(shardId).sequenceNumberRange(range.build()).build());
        }
        return DescribeStreamResponse.builder().streamDescription(StreamDescription.builder()
                .streamArn(stream.arn())
                .streamLabel(stream.label())
                .streamStatus(stream.enabled() ? "ENABLED" : "DISABLED")
                .streamViewType(stream.viewType())
                .creationRequestDateTime(stream.created())
                .tableName(found.tableName())
                .keySchema(key)
                .shards(shards)
                .build()).build();
    }

    static GetShardIteratorResponse getShardIterator(Database db, GetShardIteratorRequest request, Instant now) {
        String sequence = request.sequenceNumber();
        if (sequence != null && sequence.length() < 21) {
            throw DynamoError.validation("1 validation error detected: Value '" + sequence
                    + "' at 'sequenceNumber' failed to satisfy constraint: Member must have length greater than or "
                    + "equal to 21");
        }
        Found found = find(db, request.streamArn()).orElseThrow(() -> DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Stream does not exist"));
        TableStream stream = found.stream();
        if (!shardId(stream).equals(request.shardId())) {
            throw DynamoError.of(ErrorType.RESOURCE_NOT_FOUND, "Shard does not exist");
        }
        String type = request.shardIteratorTypeAsString();
        long position;
        switch (type == null ? "" : type) {
            case "TRIM_HORIZON", "LATEST" -> {
                if (sequence != null) {
                    throw DynamoError.validation("One or more parameter values were invalid: SequenceNumber should "
                            + "not be passed for this iterator type");
                }
                position = type.equals("LATEST") ? stream.recordCount() + 1L : 1;
            }
            case "AT_SEQUENCE_NUMBER", "AFTER_SEQUENCE_NUMBER" -> {
                long number = parseSequence(sequence);
                position = type.equals("AT_SEQUENCE_NUMBER") ? number : number + 1;
            }
            default -> throw DynamoError.validation("1 validation error detected: Value '" + type
                    + "' at 'shardIteratorType' failed to satisfy constraint: Member must satisfy enum value set: "
                    + "[AFTER_SEQUENCE_NUMBER, AT_SEQUENCE_NUMBER, LATEST, TRIM_HORIZON]");
        }
        return GetShardIteratorResponse.builder().shardIterator(iterator(stream, position, now)).build();
    }

    static GetRecordsResponse getRecords(Database db, GetRecordsRequest request, EngineSettings settings) {
        Integer limit = request.limit();
        if (limit != null && limit < 1) {
            throw limitTooSmall(limit);
        }
        if (limit != null && limit > MAX_LIMIT) {
            throw DynamoError.validation("One or more parameter values were invalid: Limit should be less than or "
                    + "equal to " + MAX_LIMIT);
        }
        Instant now = settings.clock().instant();
        Iterator iterator = Iterator.parse(request.shardIterator());
        if (now.isAfter(iterator.issued().plus(ITERATOR_LIFETIME))) {
            throw DynamoError.of(ErrorType.EXPIRED_ITERATOR, "Iterator expired. The iterator was created at time "
                    + EXPIRY_TIME.format(iterator.issued()) + " while right now it is " + EXPIRY_TIME.format(now)
                    + " which is further in the future than the tolerated delay of "
                    + ITERATOR_LIFETIME.toMillis() + " milliseconds.");
        }
        Found found = find(db, iterator.streamArn()).filter(f -> shardId(f.stream()).equals(iterator.shardId()))
                .orElseThrow(() -> DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                        "Requested resource not found: Shard does not exist"));
        TableStream stream = found.stream();
        int max = limit == null ? MAX_LIMIT : limit;
        long position = Math.max(1, iterator.position());
        List<Record> records = new ArrayList<>();
        while (position <= stream.recordCount() && records.size() < max) {
            records.add(record(stream, stream.record(position), settings.region()));
            position++;
        }
        GetRecordsResponse.Builder response = GetRecordsResponse.builder().records(records);
        boolean closedAndRead = !stream.enabled() && position > stream.recordCount();
        if (!closedAndRead) {
            response.nextShardIterator(iterator(stream, position, now));
        }
        return response.build();
    }

    /** Records of a table's latest stream, as GetRecords returns them, from a sequence number on. */
    public record Batch(String streamArn, List<Record> records) {
    }

    /**
     * Up to {@code max} records of the table's latest stream from sequence number {@code from} on (1: its first).
     *
     * @throws IllegalArgumentException if the table does not exist or has never had a stream
     */
    static Batch latestRecords(Database db, String tableName, long from, int max, String region) {
        Table table = db.table(tableName).orElseThrow(() -> new IllegalArgumentException(
                "There is no table " + tableName + " to deliver stream records of"));
        if (table.streams().isEmpty()) {
            throw new IllegalArgumentException("Table " + tableName + " has no stream: create it (or update it) "
                    + "with StreamSpecification(StreamEnabled=true, StreamViewType=...) to deliver its records");
        }
        TableStream stream = table.streams().get(table.streams().size() - 1);
        List<Record> records = new ArrayList<>();
        for (long s = Math.max(1, from); s <= stream.recordCount() && records.size() < max; s++) {
            records.add(record(stream, stream.record(s), region));
        }
        return new Batch(stream.arn(), records);
    }

    /** A record as GetRecords returns it. */
    static Record record(TableStream stream, ChangeRecord change, String region) {
        StreamRecord.Builder dynamodb = StreamRecord.builder()
                .approximateCreationDateTime(change.created().truncatedTo(ChronoUnit.SECONDS))
                .keys(change.keys())
                .sequenceNumber(sequenceNumber(change.sequence()))
                .sizeBytes(change.sizeBytes())
                .streamViewType(stream.viewType());
        if (change.newImage() != null) {
            dynamodb.newImage(change.newImage());
        }
        if (change.oldImage() != null) {
            dynamodb.oldImage(change.oldImage());
        }
        Record.Builder record = Record.builder()
                .eventID(UUID.nameUUIDFromBytes((stream.arn() + "#" + change.sequence())
                        .getBytes(StandardCharsets.UTF_8)).toString())
                .eventName(change.eventName())
                .eventVersion("1.1")
                .eventSource("aws:dynamodb")
                .awsRegion(region)
                .dynamodb(dynamodb.build());
        if (change.byService()) {
            record.userIdentity(Identity.builder().type("Service").principalId("dynamodb.amazonaws.com").build());
        }
        return record.build();
    }

    /** The stream with this ARN: of the table the ARN names, or of a deleted table. */
    private static Optional<Found> find(Database db, String arn) {
        if (arn == null) {
            return Optional.empty();
        }
        int tableAt = arn.indexOf(":table/");
        int streamAt = arn.indexOf("/stream/");
        if (tableAt < 0 || streamAt < tableAt) {
            return Optional.empty();
        }
        Optional<Table> table = db.table(arn.substring(tableAt + 7, streamAt));
        if (table.isPresent()) {
            List<TableStream> streams = table.get().streams();
            for (int i = streams.size() - 1; i >= 0; i--) {
                if (streams.get(i).arn().equals(arn)) {
                    return Optional.of(Found.of(table.get(), streams.get(i)));
                }
            }
        }
        List<Database.DeletedStream> deleted = db.deletedStreams();
        for (int i = deleted.size() - 1; i >= 0; i--) {
            if (deleted.get(i).stream().arn().equals(arn)) {
                return Optional.of(Found.of(deleted.get(i)));
            }
        }
        return Optional.empty();
    }

    /** The stream's one shard: {@code shardId-}, the stream's creation in epoch milliseconds, and a hash. */
    static String shardId(TableStream stream) {
        return String.format(Locale.ROOT, "shardId-%020d-%08x", stream.created().toEpochMilli(),
                stream.arn().hashCode());
    }

    static String sequenceNumber(long sequence) {
        return String.format(Locale.ROOT, "%021d", sequence);
    }

    private static long parseSequence(String sequence) {
        if (sequence == null || !sequence.chars().allMatch(Character::isDigit) || sequence.length() > 40) {
            throw DynamoError.validation("One or more parameter values were invalid: Invalid SequenceNumber");
        }
        String digits = sequence.replaceFirst("^0+(?=.)", "");
        return digits.length() > 18 ? Long.MAX_VALUE - 1 : Long.parseLong(digits);
    }

    private static String iterator(TableStream stream, long position, Instant issued) {
        String inner = shardId(stream) + "|" + sequenceNumber(position) + "|"
                + String.format(Locale.ROOT, "%020d", issued.toEpochMilli());
        return stream.arn() + "|001|" + Base64.getEncoder().encodeToString(inner.getBytes(StandardCharsets.UTF_8));
    }

    /** A decoded shard iterator. */
    private record Iterator(String streamArn, String shardId, long position, Instant issued) {
        static Iterator parse(String text) {
            DynamoError invalid = DynamoError.validation("Invalid ShardIterator");
            if (text == null) {
                throw invalid;
            }
            String[] parts = text.split("\\|", -1);
            if (parts.length != 3 || !parts[1].equals("001")) {
                throw invalid;
            }
            String inner;
            try {
                inner = new String(Base64.getDecoder().decode(parts[2]), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                throw invalid;
            }
            String[] fields = inner.split("\\|", -1);
            if (fields.length != 3 || !fields[1].matches("\\d{21}") || !fields[2].matches("\\d{20}")) {
                throw invalid;
            }
            return new Iterator(parts[0], fields[0], Long.parseLong(fields[1]),
                    Instant.ofEpochMilli(Long.parseLong(fields[2])));
        }
    }

    private static DynamoError limitTooSmall(int limit) {
        return DynamoError.validation("1 validation error detected: Value '" + limit
                + "' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1");
    }
}
