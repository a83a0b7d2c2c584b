package dev.dynamofixtures.core.internal.ops;

import java.util.Optional;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;

/**
 * What the operation log reads from a DynamoDB Streams request ({@link RequestFacts} for DynamoDB's): the table whose
 * stream it names. ListStreams names the table, if any; DescribeStream and GetShardIterator name a stream ARN
 * ({@code arn:aws:dynamodb:<region>:<account>:table/<table>/stream/<label>}), and GetRecords a shard iterator,
 * which in this engine starts with its stream's ARN.
 */
final class StreamsRequestFacts {
    private static final String TABLE = ":table/";
    private static final String STREAM = "/stream/";

    private StreamsRequestFacts() {
    }

    /** Whether {@code request} is one of the Streams API's. */
    static boolean isStreams(AwsRequest request) {
        return request instanceof ListStreamsRequest || request instanceof DescribeStreamRequest
                || request instanceof GetShardIteratorRequest || request instanceof GetRecordsRequest;
    }

    /** The table whose stream (or streams) the request names; empty when it names none or an unreadable ARN. */
    static Optional<String> tableName(AwsRequest request) {
        if (request instanceof ListStreamsRequest list) {
            return Optional.ofNullable(list.tableName());
        }
        if (request instanceof DescribeStreamRequest describe) {
            return fromArn(describe.streamArn());
        }
        if (request instanceof GetShardIteratorRequest iterator) {
            return fromArn(iterator.streamArn());
        }
        if (request instanceof GetRecordsRequest records) {
            return fromArn(records.shardIterator());
        }
        return Optional.empty();
    }

    /** The table of a stream ARN, or of a text starting with one. */
    private static Optional<String> fromArn(String arn) {
        if (arn == null) {
            return Optional.empty();
        }
        int table = arn.indexOf(TABLE);
        int stream = table < 0 ? -1 : arn.indexOf(STREAM, table + TABLE.length());
        return stream < 0 ? Optional.empty() : Optional.of(arn.substring(table + TABLE.length(), stream));
    }
}
