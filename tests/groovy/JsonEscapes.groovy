// JsonOutput's string escapes: quotes, backslashes, control characters, non-ASCII, runs of
// plain text around them, and strings that need none.
import groovy.json.JsonOutput
println JsonOutput.toJson("plain text, no escapes")
println JsonOutput.toJson('say "hi" \\ bye')
println JsonOutput.toJson("tab\there\nnew line\r\b\f")
println JsonOutput.toJson("caf\u00e9 \u2603 \u0001 end")
println JsonOutput.toJson([name: 'Front "Door"', path: 'C:\\home', list: ["a\"", "", "x"]])
println JsonOutput.toJson('"')
println JsonOutput.toJson('\\')
println JsonOutput.toJson("")
