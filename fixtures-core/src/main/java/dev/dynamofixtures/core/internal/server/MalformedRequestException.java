package dev.dynamofixtures.core.internal.server;

/** A request body that is not the JSON the operation's model expects: answered as a SerializationException. */
final class MalformedRequestException extends RuntimeException {
    MalformedRequestException(String message) {
        super(message, null, false, false);
    }
}
