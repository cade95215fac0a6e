package dialect

import "math"

// DefaultMaxLength is the longest string, in bytes, that a dialect parses
// or validates unless its option maxlength says otherwise: 1 MiB, the same
// as the batch reader's longest line (engine.DefaultMaxLine). No
// specification sets a limit; this one is uridialect's own, so that hostile
// input costs a bounded amount of work.
const DefaultMaxLength = 1 << 20

// MaxMaxLength is the largest limit a dialect accepts: a [Reference] holds
// its offsets in 32 bits, so it cannot index a longer string (nor, on a
// 32-bit machine, can an int count beyond math.MaxInt).
const MaxMaxLength = min(math.MaxUint32, math.MaxInt)

// RuleMaxLength is the rule a string longer than the limit breaks. It is
// uridialect's, not a specification's: "uridialect, Limits".
var RuleMaxLength = Rule{Doc: "uridialect", Sec: "Limits"}

// MaxLength returns the limit a dialect applies when its maxlength
// setting is n: n itself, DefaultMaxLength when n is 0 or negative (an
// unset option), and at most MaxMaxLength.
func MaxLength(n int) int {
	switch {
	case n <= 0:
		return DefaultMaxLength
	case uint64(n) > MaxMaxLength:
		return MaxMaxLength
	}
	return n
}
