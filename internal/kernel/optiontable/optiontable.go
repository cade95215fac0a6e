// Package optiontable implements, once for every dialect, the options by
// name of [dialect.Configurable] and the idna-style String that describes a
// configuration ("rfc2396(dotdot=drop)").
//
// A dialect keeps its settings in an unexported options struct O, as
// x/net/idna does, which embeds [Limits], and describes each key in a
// [Table] of [Spec]s made by [New]. The table then answers Options
// ([Table.Infos]), With ([Table.Set], on a copy of O) and String
// ([Table.Describe]). [New] adds to every table the option all dialects
// have, maxlength, whose setting is O's Limits.
//
// Most options are enumerated: a key with a short list of values, the
// first of which is the default, stored as an enum or a bool ([Enum],
// [Flag]). An [Enum] is declared once, and gives the option's Spec, the
// dialect's With function for it and the enum's String. A free-form
// option takes values no list holds (a scheme name, a set of
// categories): its Spec parses the value itself and shows its setting
// ([Spec.Parse], [Spec.Show]). A family of keys shares a prefix
// ("scheme.http", "scheme.ftp"): its Spec names the prefix
// ([Spec.Prefix]) and receives the rest of the key. A key renamed so that
// every dialect spells a switch alike keeps its old spelling as an
// [Alias], whose values may map to the new ones (rfc3986's strict=false is
// samescheme=relative).
package optiontable

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// A Table lists the options of one dialect whose settings are held in an
// O, in the order [Table.Infos] lists them. Its methods take the
// dialect's name, which errors and Describe begin with.
type Table[O any] struct {
	// Specs lists the options. Keys, and the values of enumerated
	// options, match after trimming spaces and lower-casing ASCII letters
	// ("DotDot" is "dotdot"), in every dialect alike; a Parse function
	// receives the value as given. [New] puts maxlength last.
	Specs []Spec[O]

	// limit is the field of the option maxlength, O's Limits.MaxLength.
	limit func(o *O) *int
}

// Limits holds the settings every dialect has, which [New] declares in
// its table: a dialect's options struct embeds Limits.
type Limits struct {
	// MaxLength is the option maxlength: the longest string, in bytes,
	// the dialect's Parse, ParseIn and Validate accept, as
	// [dialect.MaxLength] reads it (0 for [dialect.DefaultMaxLength]).
	MaxLength int
}

func (l *Limits) limits() *Limits { return l }

// limited is a pointer to settings O that embed [Limits].
type limited[O any] interface {
	*O
	limits() *Limits
}

// An Option is one option [New] lists: a [Spec], or an [Enum].
type Option[O any] interface {
	spec() Spec[O]
}

func (sp Spec[O]) spec() Spec[O] { return sp }

// New returns the table of the options of a dialect whose settings O
// embed [Limits]: opts, in the order [Table.Infos] lists them, then
// maxlength.
func New[O any, P limited[O]](opts ...Option[O]) *Table[O] {
	limit := func(o *O) *int { return &P(o).limits().MaxLength }
	specs := make([]Spec[O], 0, len(opts)+1)
	for _, opt := range opts {
		specs = append(specs, opt.spec())
	}
	return &Table[O]{Specs: append(specs, maxLength(limit)), limit: limit}
}

// A Spec describes one option key, or one family of keys.
type Spec[O any] struct {
	// Key is the key as Infos and errors name it. For a family of keys it
	// is the prefix followed by a placeholder ("scheme.NAME").
	Key string
	// Prefix, when not empty, makes the Spec a family: it matches every
	// key that begins with Prefix, and Parse and Show deal in the rest of
	// the key ("http" of "scheme.http"). A family must be free-form.
	Prefix string
	// Values are the values of an enumerated option, the default first,
	// in the order of the enum they stand for. A free-form option lists
	// here what Infos shows of its values.
	Values []string
	// Default is what Infos gives as the default; "" means Values[0].
	Default string
	// Doc says what the option does, citing the clause that names it.
	Doc string
	// Aliases are other keys that set the same option: the spellings an
	// earlier release used, still accepted so that scripts keep working.
	// Infos mentions them after Doc; Describe writes Key.
	Aliases []Alias

	// Get and Set read and write an enumerated option as an index into
	// Values; [Enum] and [Flag] make them from a field of O.
	Get func(o *O) int
	Set func(o *O, v int)

	// Parse sets a free-form option from value; arg is the rest of the
	// key after Prefix, or "" for a single key. Its error is reported
	// after the dialect's name and the key.
	Parse func(o *O, arg, value string) error
	// Show returns the settings of a free-form option that differ from
	// its default: at most one for a single key, with Arg "", and one for
	// each key set in a family, in the order Describe writes them.
	Show func(o *O) []Setting
}

// An Alias is another key of a Spec's option. Values maps each of its
// values, folded, to one of the Spec's Values; nil means the alias takes
// the Spec's own values. An alias of a free-form option passes the value
// to Parse after mapping it.
type Alias struct {
	Key    string
	Values map[string]string
}

// A Setting is one non-default value of a free-form option: the key is
// the Spec's Key, or its Prefix followed by Arg.
type Setting struct{ Arg, Value string }

// An Enum is an enumerated option stored in a field of O of type E, whose
// values are the names of E's constants in order, the default (zero)
// first. Declared once, it gives the option's Spec (as an [Option] of
// [New]), the dialect's With function for it ([Enum.With]) and E's String
// ([Enum.Name]).
type Enum[O any, E ~uint8] struct {
	sp    Spec[O]
	field func(*O) *E
}

// NewEnum declares the enumerated option key: values are the names of E's
// constants, doc says what it does, and field points into O at its
// setting.
func NewEnum[O any, E ~uint8](key string, values []string, doc string, field func(*O) *E) *Enum[O, E] {
	return &Enum[O, E]{
		sp: Spec[O]{
			Key: key, Values: values, Doc: doc,
			Get: func(o *O) int { return int(*field(o)) },
			Set: func(o *O, v int) { *field(o) = E(v) },
		},
		field: field,
	}
}

func (e *Enum[O, E]) spec() Spec[O] { return e.sp }

// With returns the dialect's option that sets e to v.
func (e *Enum[O, E]) With(v E) func(*O) { return func(o *O) { *e.field(o) = v } }

// Name is E's String: the value that selects v, or "E(v)" for a v without
// a name.
func (e *Enum[O, E]) Name(v E) string {
	if int(v) < len(e.sp.Values) {
		return e.sp.Values[v]
	}
	return reflect.TypeFor[E]().Name() + "(" + strconv.Itoa(int(v)) + ")"
}

// SameScheme declares the option samescheme of a dialect whose setting is
// a [dialect.SameScheme] (its zero value, absolute, the default): the
// values are the constants' names, as every dialect with the option
// spells them.
func SameScheme[O any](doc string, field func(*O) *dialect.SameScheme) *Enum[O, dialect.SameScheme] {
	values := []string{dialect.SameSchemeAbsolute.String(), dialect.SameSchemeAsRelative.String()}
	return NewEnum("samescheme", values, doc, field)
}

// Flag returns the Spec of a two-valued option stored in the bool field
// points to: off, the default, is false and on is true.
func Flag[O any](key, off, on, doc string, field func(*O) *bool) Spec[O] {
	return Spec[O]{
		Key: key, Values: []string{off, on}, Doc: doc,
		Get: func(o *O) int {
			if *field(o) {
				return 1
			}
			return 0
		},
		Set: func(o *O, v int) { *field(o) = v == 1 },
	}
}

// Infos lists the options for [dialect.Configurable.Options]. The slices
// are copies: changing them changes nothing else.
func (t *Table[O]) Infos() []dialect.OptionInfo {
	out := make([]dialect.OptionInfo, len(t.Specs))
	for i, sp := range t.Specs {
		def := sp.Default
		if def == "" && len(sp.Values) > 0 {
			def = sp.Values[0]
		}
		out[i] = dialect.OptionInfo{
			Key:     sp.Key,
			Values:  append([]string(nil), sp.Values...),
			Default: def,
			Doc:     sp.Doc + sp.aliasDoc(),
			// Only an option with Get and Set is held to its list.
			Enumerated: sp.Parse == nil,
		}
	}
	return out
}

// Set sets option key of o to value, for [dialect.Configurable.With] of
// the dialect called name. An unknown key is an error naming the known
// ones, and an unknown value of an enumerated option one naming its
// values.
func (t *Table[O]) Set(name string, o *O, key, value string) error {
	k := fold(key)
	for i := range t.Specs {
		sp := &t.Specs[i]
		arg, ok := sp.match(k)
		if !ok {
			v, isAlias, err := sp.alias(k, value)
			if err != nil {
				return fmt.Errorf("%s: option %s: %w", name, strings.TrimSpace(key), err)
			}
			if !isAlias {
				continue
			}
			value = v
		}
		shown := sp.Key // errors name the key as the table does, a family's as given
		if sp.Prefix != "" {
			shown = key
		}
		if sp.Parse != nil {
			if err := sp.Parse(o, arg, value); err != nil {
				return fmt.Errorf("%s: option %s: %w", name, shown, err)
			}
			return nil
		}
		v := fold(value)
		for n, known := range sp.Values {
			if v == known {
				sp.Set(o, n)
				return nil
			}
		}
		return fmt.Errorf("%s: option %s: unknown value %q (known: %s)", name, shown, value, strings.Join(sp.Values, ", "))
	}
	keys := make([]string, len(t.Specs))
	for i, sp := range t.Specs {
		keys[i] = sp.Key
	}
	return fmt.Errorf("%s: unknown option %q (known: %s)", name, key, strings.Join(keys, ", "))
}

// alias reports whether key is one of sp's aliases, and returns value as
// the Spec reads it.
func (sp *Spec[O]) alias(key, value string) (string, bool, error) {
	for _, a := range sp.Aliases {
		if key != a.Key {
			continue
		}
		if a.Values == nil {
			return value, true, nil
		}
		if v, ok := a.Values[fold(value)]; ok {
			return v, true, nil
		}
		return "", true, fmt.Errorf("unknown value %q (known: %s)", value, strings.Join(a.values(), ", "))
	}
	return "", false, nil
}

// values lists the alias's values in the order of the values they map to.
func (a *Alias) values() []string {
	out := make([]string, 0, len(a.Values))
	for k := range a.Values {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// aliasDoc is what Infos adds to Doc about the aliases: " Also key=v|w,
// the key of an earlier release (v is value, w is value)."
func (sp *Spec[O]) aliasDoc() string {
	var b strings.Builder
	for _, a := range sp.Aliases {
		b.WriteString(" Also " + a.Key)
		if a.Values == nil {
			b.WriteString(", the key of an earlier release.")
			continue
		}
		vs := a.values()
		b.WriteString("=" + strings.Join(vs, "|") + ", the key of an earlier release (")
		for i, v := range vs {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v + " is " + a.Values[v])
		}
		b.WriteString(").")
	}
	return b.String()
}

// match reports whether key is sp's, and the rest of it after a family's
// prefix.
func (sp *Spec[O]) match(key string) (arg string, ok bool) {
	if sp.Prefix != "" {
		return strings.CutPrefix(key, sp.Prefix)
	}
	return "", key == sp.Key
}

// Describe returns name, the dialect's, followed by the settings of o that
// differ from the defaults, as key=value pairs joined by commas in
// parentheses: "rfc2396(samedoc=keep,dotdot=drop)", or just "rfc2396".
// Single keys come first, in table order, then families, each in the
// order its Show gives. An enum value without a name is written as its
// number.
func (t *Table[O]) Describe(name string, o *O) string {
	var b strings.Builder
	b.WriteString(name)
	sep := "("
	put := func(key, value string) {
		b.WriteString(sep)
		b.WriteString(key)
		b.WriteByte('=')
		b.WriteString(value)
		sep = ","
	}
	for _, family := range [...]bool{false, true} {
		for _, sp := range t.Specs {
			if (sp.Prefix != "") != family {
				continue
			}
			if sp.Show != nil {
				for _, s := range sp.Show(o) {
					key := sp.Key
					if family {
						key = sp.Prefix + s.Arg
					}
					put(key, s.Value)
				}
				continue
			}
			if v := sp.Get(o); v != 0 {
				name := strconv.Itoa(v)
				if v > 0 && v < len(sp.Values) {
					name = sp.Values[v]
				}
				put(sp.Key, name)
			}
		}
	}
	if sep == "," {
		b.WriteByte(')')
	}
	return b.String()
}

// fold is how a table matches keys and values.
func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// maxLength returns the Spec of the option every dialect has, maxlength:
// the longest string, in bytes, its Parse, ParseIn and Validate accept,
// stored in the int field points to (0, the zero value, for
// [dialect.DefaultMaxLength]). A value is a positive decimal integer, at
// most [dialect.MaxMaxLength]; Describe shows it when it is not the
// default.
func maxLength[O any](field func(*O) *int) Spec[O] {
	def := strconv.Itoa(dialect.DefaultMaxLength)
	return Spec[O]{
		Key: "maxlength", Values: []string{def, "N"}, Default: def,
		Doc: `the longest string, in bytes, that Parse, ParseIn and Validate accept; a longer one is an error at the ` +
			`offset where the limit is passed, citing "uridialect, Limits" (no specification sets a limit: it ` +
			`bounds the work hostile input can cause)`,
		Parse: func(o *O, _, value string) error {
			n, err := parseMaxLength(value)
			if err != nil {
				return err
			}
			*field(o) = n
			return nil
		},
		Show: func(o *O) []Setting {
			if n := dialect.MaxLength(*field(o)); n != dialect.DefaultMaxLength {
				return []Setting{{Value: strconv.Itoa(n)}}
			}
			return nil
		},
	}
}

// MaxLength returns the setting of o's option maxlength: the longest
// string, in bytes, the dialect accepts, as [dialect.MaxLength] reads it
// (0 for the default). A table not made by [New] gives 0.
func (t *Table[O]) MaxLength(o *O) int {
	if t.limit == nil {
		return 0
	}
	return *t.limit(o)
}

// parseMaxLength reads the value of a maxlength option: a positive
// decimal integer no larger than dialect.MaxMaxLength.
func parseMaxLength(value string) (int, error) {
	n, err := strconv.ParseUint(strings.TrimSpace(value), 10, 64)
	if err != nil || n == 0 || n > dialect.MaxMaxLength {
		return 0, fmt.Errorf("%q is not a length: want a positive number of bytes, at most %d", value, uint64(dialect.MaxMaxLength))
	}
	return int(n), nil
}
