package dev.dynamofixtures.samples.tournament;

/**
 * A player's line of a regional leaderboard.
 *
 * @param playerId the player
 * @param wins     completed matches won
 * @param losses   completed matches lost
 */
public record Standing(String playerId, int wins, int losses) {
}
