// Package fit tells from evidence which configuration, a dialect and the
// values of its options that change resolution, a system resolves like;
// and writes the probes that gather such evidence.
//
// The evidence is [Observation]s: a base, a reference, and what the
// system answered, or that it refused ([Read] takes them from
// base<TAB>reference<TAB>observed lines, or from the batch's output, in
// the batch's escaping). [Fit] resolves every observation with every
// configuration of [engine.Configurations] and ranks them by how many
// observations each reproduces; ties share a rank. The [Result] tells,
// for any configuration, the observations it misses and the step of its
// trace where it parts from each ([Result.Misses]), the options the
// evidence does not determine ([Result.Undetermined]), and the
// observations no configuration reproduces: where the system is its own
// dialect. [Result.Report] is what the command line prints, as data.
//
// A [Probe] is the set of references, against one base, that tells a set
// of configurations apart, chosen from a pool of the specifications'
// examples and the cases where they part, by the greedy approximation of
// the minimum set cover; configurations no reference of the pool tells
// apart form a class. It is written as the batch's input or as a
// self-contained test page in the manner of Roy Fielding's 1997
// relative-URL test pages, whose links a user follows in the client
// under test. Answered as a configuration answers it, a probe makes Fit
// rank that configuration's class first.
//
// A miss's parting step is exact when a configuration of the same
// dialect reproduces the observation: the first step where the two
// traces differ. Across dialects the traces have no common measure, and
// the step is a nearest guess, marked as such (Miss.Compared).
package fit
