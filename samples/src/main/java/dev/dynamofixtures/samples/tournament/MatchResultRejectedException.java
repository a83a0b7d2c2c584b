package dev.dynamofixtures.samples.tournament;

/** A match result cannot be recorded: the match is unknown or already decided, or the winner does not play in it. */
public class MatchResultRejectedException extends RuntimeException {
    MatchResultRejectedException(String message, Throwable cause) {
        super(message, cause);
    }
}
