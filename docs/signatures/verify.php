<?php
/**
 * True when $header (the X-Kurir-Signature value) is "sha256=" and the hex HMAC-SHA256 of the raw
 * body bytes under the webhook's key. Never throws: a missing header is false, and hash_equals
 * compares in constant time and answers false for strings of another length.
 */
function verify_kurir_signature(string $key, string $rawBody, $header): bool
{
    if (!is_string($header)) {
        return false;
    }
    return hash_equals('sha256=' . hash_hmac('sha256', $rawBody, $key), $header);
}

// In a receiver: the raw body is file_get_contents('php://input') (not $_POST), the header
// $_SERVER['HTTP_X_KURIR_SIGNATURE'] ?? null.

// From a shell: php verify.php KEY [HEADER] < body   prints true or false
if (PHP_SAPI === 'cli' && isset($argv[0]) && realpath($argv[0]) === __FILE__) {
    echo verify_kurir_signature($argv[1], stream_get_contents(STDIN), $argv[2] ?? null) ? "true\n" : "false\n";
}
